// The Account view's own CSS, adopted when it renders (useStyleSheet): its profile, balance and tabs. The tab panel
// holds three rows (56 px, 6 px apart) at least, so a tab's spinner, its empty text and a short list take the same
// place, and the card does not change height as a tab loads or between tabs.
export const accountCss = /* css */ `
.pt-profile{display:flex;flex-direction:column;align-items:center;gap:6px;padding-bottom:6px}
.pt-profile-name{display:flex;align-items:center;gap:2px;margin-top:4px}
.pt-balance{margin:0;color:var(--pt-fg1);font-size:calc(var(--pt-fs)*1.6)}
.pt-balance-row{display:flex;align-items:center;gap:8px}
.pt-balance-row .pt-btn{min-height:28px;padding:2px 10px}
.pt-tabs{display:flex;gap:4px;padding:4px;border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1)}
.pt-tab{flex:1;height:32px;border:0;border-radius:calc(var(--pt-r)*3);background:transparent;color:var(--pt-fg2);font:inherit;
font-weight:600;cursor:pointer}
.pt-tab[aria-selected="true"]{background:var(--pt-bg2);color:var(--pt-fg0)}
.pt-tabpanel{min-height:180px}
`
