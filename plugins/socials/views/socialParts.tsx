import { SOCIAL_LOGINS, type SocialLogin } from '../providers.js'

/** The social views' styles (shipped with the plugin; the modal's own parts do the rest). */
export const socialsCss = `.pt-social-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin:0;padding:0;list-style:none}
.pt-social-btn{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:0;border:1px solid var(--pt-border);
border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1);color:var(--pt-fg0);font:inherit;cursor:pointer}
.pt-social-btn:hover{background:var(--pt-bg2)}
.pt-social-mark{display:inline-flex;align-items:center;justify-content:center;flex:none;width:28px;height:28px;border-radius:8px;
color:#fff;font-weight:700;font-size:15px;line-height:1}
.pt-social-mark-l{width:40px;height:40px;border-radius:12px;font-size:20px}
.pt-social-mark-xl{width:64px;height:64px;border-radius:18px;font-size:30px}
.pt-social-more{font-size:20px;letter-spacing:1px;line-height:1}`

/** A provider's mark: its initial on its colour (the brands' own logos are theirs). */
export function SocialMark({ provider, size }: { provider: SocialLogin; size?: 'l' | 'xl' }) {
  const { name, color } = SOCIAL_LOGINS[provider]
  return (
    <span className={`pt-social-mark${size ? ` pt-social-mark-${size}` : ''}`} style={{ background: color }} aria-hidden="true">
      {name.charAt(0)}
    </span>
  )
}
