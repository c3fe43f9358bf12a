// register: formal (합니다/하세요)
export default {
  'core.account.title': '내 계정',
  'core.account.signedOut': '계정을 관리하려면 로그인하세요.',
  'core.account.loadFailed': '계정을 불러올 수 없습니다.',
  'core.account.remove': '삭제',
  'core.account.lastWay': '유일한 로그인 방법입니다. 삭제하기 전에 다른 방법을 추가하세요.',
  'core.account.notVerified': '확인되지 않아 아무것도 변경되지 않았습니다.',
  'core.account.done': '완료되었습니다.',
  'core.config.accountSignedOut':
    '오류: 계정 위젯은 로그인한 사용자를 위한 것인데 로그인한 사용자가 없습니다. 세션이 활성 상태일 때만(로그인 완료 후) 표시하세요.',
  'core.config.accountNoSections':
    '오류: 계정 위젯에 전달된 플러그인 중 섹션을 제공하는 것이 없습니다. 표시할 섹션의 플러그인을 전달하세요(예: profile()).',
};
