// The modal shell's CSS: design tokens (custom properties, themed by light/dark and the host's `--w3m-*`
// variables), overlay, card, header, buttons, lists, snack message bar and alert. Plain CSS adopted into the
// shadow root; no CSS-in-JS runtime. Timings are those of SPEC.md §9. The entrances (overlay, card, title, view)
// start one frame (16 ms) in: their first frame, at opacity 0, would show nothing.
export const modalCss = /* css */ `
:host{display:block;
--pt-accent:var(--w3m-accent,#1c6ce0);--pt-on-accent:#fff;
--pt-font:var(--w3m-font-family,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif);
--pt-fs:var(--w3m-font-size-master,10px);--pt-r:var(--w3m-border-radius-master,4px);--pt-z:var(--w3m-z-index,999);
--pt-mix:var(--w3m-color-mix,transparent);--pt-mix-strength:var(--w3m-color-mix-strength,0%);
--pt-bg0:#161616;--pt-bg1:#222;--pt-bg2:#303030;--pt-fg0:#fff;--pt-fg1:#d0d0d0;--pt-fg2:#a3a3a3;
--pt-border:rgba(255,255,255,.12);--pt-error:#ff7480;--pt-success:#3ddc7c;--pt-overlay:rgba(0,0,0,.55);
--pt-surface:var(--pt-bg0);color-scheme:dark}
:host([data-theme="light"]){--pt-bg0:#fff;--pt-bg1:#f2f2f3;--pt-bg2:#e4e4e7;--pt-fg0:#141414;--pt-fg1:#3f3f46;
--pt-fg2:#5f5f66;--pt-border:rgba(0,0,0,.12);--pt-error:#c62a37;--pt-success:#12813a;--pt-overlay:rgba(0,0,0,.35);color-scheme:light}
@supports (background:color-mix(in srgb,red 50%,blue)){
:host{--pt-surface:color-mix(in srgb,var(--pt-mix) var(--pt-mix-strength),var(--pt-bg0))}}
.pt-root{font-family:var(--pt-font);font-size:calc(var(--pt-fs)*1.4);line-height:1.4;color:var(--pt-fg0);-webkit-font-smoothing:antialiased}
.pt-root *,.pt-root *::before,.pt-root *::after{box-sizing:border-box}
.pt-root[dir=rtl]{--pt-view-in:-8px}
.pt-root[dir=rtl] .pt-flip{transform:scaleX(-1)}
.pt-ahead{visibility:hidden}.pt-ahead *{animation-play-state:paused!important;transition:none!important}
.pt-sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.pt-overlay{--pt-top:max(16px,calc(50vh - 320px));position:fixed;inset:0;z-index:var(--pt-z);display:flex;align-items:flex-start;
justify-content:center;padding:var(--pt-top) 16px 16px;background:var(--pt-overlay);animation:pt-fade 150ms ease-out -16ms}
.pt-card{position:relative;display:flex;flex-direction:column;width:360px;max-width:100%;max-height:calc(100vh - var(--pt-top) - 16px);
overflow-x:hidden;overflow-y:auto;background:var(--pt-surface);color:var(--pt-fg0);border:1px solid var(--pt-border);
border-radius:calc(var(--pt-r)*6);box-shadow:0 12px 40px rgba(0,0,0,.3);outline:none;animation:pt-zoom 150ms ease-out -16ms}
.pt-card-embedded{animation:none;box-shadow:none;max-height:none}
@media (max-width:430px){
.pt-overlay{align-items:flex-end;padding:0}
.pt-card:not(.pt-card-embedded){width:100%;max-height:90vh;border-radius:calc(var(--pt-r)*6) calc(var(--pt-r)*6) 0 0;animation-name:pt-slide}}
.pt-header{display:grid;grid-template-columns:36px 1fr 36px;align-items:center;gap:8px;padding:12px 12px 4px}
.pt-title{margin:0;text-align:center;font-size:calc(var(--pt-fs)*1.6);font-weight:600;overflow:hidden;text-overflow:ellipsis;
white-space:nowrap;animation:pt-fade 120ms ease-out -16ms}
.pt-icon-btn{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;
border-radius:calc(var(--pt-r)*3);background:transparent;color:var(--pt-fg1);cursor:pointer;flex:none}
.pt-icon-btn:hover{background:var(--pt-bg1);color:var(--pt-fg0)}
.pt-icon-space{width:36px}
.pt-body{flex:none;overflow:hidden;overflow:clip;transition:height 150ms ease}
.pt-view{padding:8px 16px 20px;animation:pt-view-in 150ms ease-out -16ms}
.pt-stack{display:flex;flex-direction:column;gap:10px}
.pt-list{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none}
.pt-row{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:8px 12px;border:0;
border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1);color:var(--pt-fg0);font:inherit;text-align:start;cursor:pointer}
.pt-row:hover,.pt-tile:hover,.pt-btn-secondary:hover,.pt-chip:hover{background:var(--pt-bg2)}
.pt-row-active{box-shadow:inset 0 0 0 2px var(--pt-accent)}
.pt-row-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:500}
.pt-row-name-wrap{white-space:normal;overflow-wrap:anywhere}
.pt-row-ph,.pt-row-ph:hover{background:var(--pt-bg1);cursor:default}
.pt-row-ph-name{width:40%;height:12px;border-radius:calc(var(--pt-r)*2);background:var(--pt-bg2)}
.pt-tag{flex:none;padding:2px 8px;border-radius:calc(var(--pt-r)*2);background:var(--pt-bg2);color:var(--pt-fg1);
font-size:calc(var(--pt-fs)*1.1);font-weight:600}
.pt-img{display:inline-flex;align-items:center;justify-content:center;flex:none;overflow:hidden;object-fit:cover;
border-radius:calc(var(--pt-r)*3);background:var(--pt-bg2);color:var(--pt-fg1);font-weight:600}
.pt-img-network{border-radius:50%}
.pt-img-icon{width:40px;height:40px;color:var(--pt-fg0)}
.pt-img-loading{animation:pt-pulse 1.2s ease-in-out infinite}
.pt-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 16px;border:0;
border-radius:calc(var(--pt-r)*4);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.pt-btn-primary{background:var(--pt-accent);color:var(--pt-on-accent)}
.pt-btn-secondary{background:var(--pt-bg1);color:var(--pt-fg0);border:1px solid var(--pt-border)}
.pt-btn:disabled{opacity:.6;cursor:default}
.pt-root :focus-visible{outline:2px solid var(--pt-accent);outline-offset:2px}
.pt-card:focus-visible{outline:none}
.pt-heading{margin:0;font-size:calc(var(--pt-fs)*1.6);font-weight:600}
.pt-muted{margin:0;color:var(--pt-fg2)}
.pt-error-text{color:var(--pt-error)}
.pt-empty{margin:0;padding:24px 8px;text-align:center;color:var(--pt-fg2)}
.pt-center{display:flex;align-items:center;justify-content:center;padding:24px}
.pt-center-text{align-items:center;text-align:center}
.pt-hero{display:flex;align-items:center;justify-content:center;gap:16px;padding:16px 0 8px}
.pt-spinner{display:inline-block;flex:none;width:32px;height:32px;border:3px solid var(--pt-bg2);border-top-color:var(--pt-accent);
border-radius:50%;animation:pt-spin .8s linear infinite}
.pt-spinner-s{width:16px;height:16px;border-width:2px}
.pt-legal{margin:6px 0 0;text-align:center;color:var(--pt-fg2);font-size:calc(var(--pt-fs)*1.2)}
.pt-legal a{color:var(--pt-fg0)}
.pt-shake{animation:pt-shake 500ms ease-in-out}
@keyframes pt-fade{from{opacity:0}}
@keyframes pt-zoom{from{opacity:0;transform:scale(.97)}}
@keyframes pt-slide{from{opacity:0;transform:translateY(48px)}}
@keyframes pt-view-in{from{opacity:0;transform:translateX(var(--pt-view-in,8px))}}
@keyframes pt-spin{to{transform:rotate(360deg)}}
@keyframes pt-pulse{50%{opacity:.5}}
@keyframes pt-shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
@media (prefers-reduced-motion:reduce){.pt-root *,.pt-root *::before,.pt-root *::after{animation-duration:1ms!important;
animation-iteration-count:1!important;transition-duration:1ms!important}}
`
