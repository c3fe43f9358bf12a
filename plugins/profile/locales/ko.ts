// register: formal (합니다/하세요)
export default {
  'profile.name.title': '이름',
  'profile.name.first': '이름',
  'profile.name.last': '성',
  'profile.name.save': '저장',
  'profile.name.saved': '이름이 저장되었습니다.',
  'profile.signOut.title': '로그아웃',
  'profile.signOut.text': '이 기기에서 계정에서 로그아웃합니다.',
  'profile.signOut.button': '로그아웃',
  'profile.signOut.done': '로그아웃되었습니다.',
};
