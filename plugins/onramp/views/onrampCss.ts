// The on-ramp views' own CSS, rendered with them inside the modal's shadow root (the modal's sheet has the rest:
// pt-row, pt-search, pt-btn, pt-field, pt-tag, pt-muted).
export const onrampCss = /* css */ `
.pt-onramp-get{display:flex;align-items:center;gap:8px;padding:10px 12px;border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1)}
.pt-onramp-get output{flex:1;font-size:calc(var(--pt-fs)*1.8);font-weight:600}
.pt-row:disabled{opacity:.6;cursor:default}
.pt-onramp-status{display:flex;align-items:center;justify-content:center;gap:8px}
`
