// The activity list's own CSS, rendered with it inside the modal's shadow root (the modal's sheet has the rest:
// pt-list, pt-token, pt-row-name, pt-tag, pt-muted, pt-vscroll).
export const activityCss = /* css */ `
.pt-activity-date{margin:0;padding:10px 8px 2px;font-size:inherit;font-weight:600;color:var(--pt-fg2)}
.pt-vcell .pt-activity-date{display:flex;align-items:flex-end;height:100%;padding-bottom:6px}
.pt-activity-title{display:flex;align-items:center;gap:6px;min-width:0}
.pt-activity .pt-token-value{flex:none;max-width:55%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pt-activity .pt-token-text .pt-muted{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
`
