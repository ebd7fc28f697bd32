// The All Wallets view's own CSS, adopted when it renders (useStyleSheet): its grid's tiles. The list's place has
// the grid's height (VirtualGrid's pt-vscroll) whatever it shows, loading, a failure or no results, so the card does
// not change height when the wallets or a search's answer come.
export const allWalletsCss = /* css */ `
.pt-wallets{min-height:min(400px,55vh)}
.pt-tile{display:flex;flex-direction:column;align-items:center;gap:2px;width:100%;height:100%;padding:8px 4px;border:0;
border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1);color:var(--pt-fg0);font:inherit;cursor:pointer;overflow:hidden}
.pt-tile .pt-img{margin-bottom:2px}
.pt-tile-name{display:-webkit-box;max-width:100%;overflow:hidden;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;
overflow-wrap:break-word;text-align:center;font-size:calc(var(--pt-fs)*1.1);line-height:1.2}
`
