// The What is a Wallet view's own CSS, adopted when it renders (useStyleSheet): its points and their pictures.
export const whatIsAWalletCss = /* css */ `
.pt-help{display:flex;flex-direction:column;gap:14px;margin:0;padding:4px 0;list-style:none}
.pt-help-point{display:flex;align-items:flex-start;gap:12px}
.pt-help-point>span:last-child{display:flex;flex-direction:column;gap:2px;min-width:0;overflow-wrap:anywhere}
.pt-help-pic{display:inline-flex;align-items:center;justify-content:center;flex:none;width:40px;height:40px;border-radius:50%;
background:var(--pt-bg1);color:var(--pt-accent)}
.pt-help-get{margin:4px 0 0;font-size:calc(var(--pt-fs)*1.4);font-weight:600}
`
