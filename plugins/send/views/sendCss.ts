// The send views' own CSS, rendered with them inside the modal's shadow root (the modal's sheet has the rest:
// pt-row, pt-search, pt-btn, pt-field, pt-muted, pt-error-text).
export const sendCss = /* css */ `
.pt-field .pt-list{gap:4px}
.pt-row:has(input:checked){box-shadow:inset 0 0 0 2px var(--pt-accent)}
.pt-row input[type="radio"]{flex:none;margin:0;accent-color:var(--pt-accent)}
.pt-status{display:flex;align-items:center;justify-content:center;gap:8px;min-height:40px;margin:0}
.pt-summary{display:grid;grid-template-columns:auto 1fr;gap:10px 12px;margin:0;padding:12px;border-radius:calc(var(--pt-r)*4);
background:var(--pt-bg1)}
.pt-summary dt{color:var(--pt-fg2)}
.pt-summary dd{margin:0;min-width:0;text-align:end;overflow-wrap:anywhere}
.pt-summary dd span{display:block}
`
