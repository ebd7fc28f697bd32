import type en from './en.js'

/** Korean strings of the names plugin, loaded with `import()` when the locale is `ko`. */
const ko: Record<keyof typeof en, string> = {
  'names.action': '계정 이름 선택',
  'names.label': '계정 이름',
  'names.rule': '영문자, 숫자 또는 하이픈, 4자 이상',
  'names.invalid': '영문자, 숫자 또는 하이픈만 4자 이상 사용하세요',
  'names.checking': '이름 확인 중…',
  'names.available': '{name}을(를) 사용할 수 있습니다',
  'names.taken': '{name}은(는) 이미 사용 중입니다',
  'names.suggestions': '추천 이름',
  'names.availableTag': '사용 가능',
  'names.takenTag': '사용 중',
  'names.register': '이름 등록',
  'names.success': '{name}이(가) 계정 이름입니다',
  'names.successNote': '이제 주소 대신 이 이름으로 보낼 수 있습니다.',
  'names.done': '완료',
}

export default ko
