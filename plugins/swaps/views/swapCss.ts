// The swap views' own CSS, rendered with them inside the modal's shadow root (the modal's sheet has the rest:
// pt-row, pt-search, pt-btn, pt-field, pt-muted, pt-error-text, pt-list, pt-stack).
export const swapCss = /* css */ `
.pt-swap-form{min-width:0;margin:0;padding:0;border:0}
.pt-swap-side{display:flex;flex-direction:column;gap:8px;padding:12px;border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1)}
.pt-swap-line{display:flex;align-items:center;gap:8px}
.pt-swap-line input,.pt-swap-line output{flex:1;min-width:0;font:inherit;font-size:20px;border:0;background:transparent;color:var(--pt-fg1)}
.pt-swap-line input:focus-visible{outline:2px solid var(--pt-accent);outline-offset:2px}
.pt-swap-token{flex:none;display:inline-flex;align-items:center;gap:6px}
.pt-swap-switch{align-self:center}
.pt-swap-note{display:flex;justify-content:space-between;gap:8px;font-size:12px}
.pt-status{display:flex;align-items:center;justify-content:center;gap:8px;min-height:40px;margin:0}
.pt-chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.pt-summary{display:grid;grid-template-columns:auto 1fr;gap:10px 12px;margin:0;padding:12px;border-radius:calc(var(--pt-r)*4);
background:var(--pt-bg1)}
.pt-summary dt{color:var(--pt-fg2)}
.pt-summary dd{margin:0;min-width:0;text-align:end;overflow-wrap:anywhere}
`
