// register: formal (आप)
export default {
  'idp.account.title': 'जुड़े हुए ऐप',
  'idp.account.empty': 'किसी भी ऐप के पास आपके खाते की पहुँच नहीं है।',
  'idp.account.access': '{app} क्या कर सकता है',
  'idp.account.revoke': 'पहुँच वापस लें',
  'idp.account.revokeLabel': '{app} की पहुँच वापस लें',
  'idp.account.confirmTitle': '{app} की पहुँच वापस लें?',
  'idp.account.confirmText': '{app} अब आपके खाते तक नहीं पहुँच पाएगा। अगली बार उपयोग करने पर वह फिर से आपकी अनुमति माँगेगा।',
  'idp.account.revoked': '{app} की पहुँच वापस ले ली गई।',
};
