import type en from './en.js'

/** Korean strings of the activity plugin, loaded with `import()` when the modal shows `ko`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': '활동',
  'activity.loading': '활동 불러오는 중',
  'activity.loadMore': '더 보기',
  'activity.loadingMore': '활동 더 불러오는 중',
  'activity.retry': '다시 시도',
  'activity.unsupportedChain': '지원되지 않는 체인',
  'activity.unsupported': '이 네트워크에서는 활동을 확인할 수 없습니다',
  'activity.sent': '보냄',
  'activity.received': '받음',
  'activity.executed': '실행됨',
  'activity.deployed': '배포됨',
  'activity.minted': '민팅됨',
  'activity.burned': '소각됨',
  'activity.swapped': '스왑됨',
  'activity.approved': '승인됨',
  'activity.deposited': '입금됨',
  'activity.withdrawn': '출금됨',
  'activity.cancelled': '취소됨',
  'activity.bought': '구매함',
  'activity.to': '받는 주소 {address}',
  'activity.from': '보낸 주소 {address}',
  'activity.failed': '실패',
  'activity.pending': '대기 중',
}

export default strings
