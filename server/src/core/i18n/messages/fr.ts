import type { Catalogue } from './en';

/** French: the same keys as English (see `en.ts`). */
export const fr: Catalogue = {
  'wait.seconds': '{count, plural, one {# seconde} other {# secondes}}',
  'wait.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'device.on': '{browser} sur {system}',
  'device.mobile': '{device} (mobile)',
  'device.tablet': '{device} (tablette)',
  'notification.someone': 'Quelqu’un',
  'notification.people':
    '{others, plural, =0 {{actor}} one {{actor} et # autre personne} other {{actor} et # autres personnes}}',
  'notification.quote': ' : « {text} »',
  'notification.like':
    '{others, plural, =0 {{who} a aimé} other {{who} ont aimé}} votre publication{quote}',
  'notification.comment':
    '{others, plural, =0 {{who} a commenté} other {{who} ont commenté}} votre publication{quote}',
  'notification.reply':
    '{others, plural, =0 {{who} a répondu} other {{who} ont répondu}} à votre commentaire{quote}',
  'notification.follow':
    '{others, plural, =0 {{who} a commencé à vous suivre} other {{who} ont commencé à vous suivre}}',
  'notification.connectionRequest':
    '{others, plural, =0 {{who} souhaite se connecter avec vous} other {{who} souhaitent se connecter avec vous}}',
  'notification.connectionAccepted':
    '{others, plural, =0 {{who} a accepté} other {{who} ont accepté}} votre demande de connexion',
  'notification.communityJoin':
    '{others, plural, =0 {{who} a rejoint} other {{who} ont rejoint}} votre communauté {community}',
  'notification.communityJoinUnnamed':
    '{others, plural, =0 {{who} a rejoint} other {{who} ont rejoint}} votre communauté',
  'notification.message':
    '{count, plural, one {{who} vous a envoyé un message} other {{who} vous a envoyé # messages}}',
  'notification.dataExportReady': 'Vos données sont prêtes à être téléchargées',
  'notification.recruitingInterest':
    '{others, plural, =0 {{who} souhaite vous recruter} other {{who} souhaitent vous recruter}}',
  'notification.interestAccepted':
    '{who} a accepté votre marque d’intérêt : vous pouvez maintenant discuter',
  'notification.savedSearchMatch':
    '{count, plural, one {Un nouvel athlète correspond à votre recherche enregistrée} other {# nouveaux athlètes correspondent à votre recherche enregistrée}}',
  'notification.loginAlertFrom': 'Nouvelle connexion à votre compte depuis {from}',
  'notification.loginAlert': 'Nouvelle connexion à votre compte',
  'moderation.why': ' : {reason}',
  'moderation.reviewed':
    'Un modérateur a examiné votre signalement et n’a rien trouvé de contraire aux règles. Merci pour votre signalement.',
  'moderation.actioned':
    'Un modérateur a examiné votre signalement et a pris des mesures. Merci pour votre signalement.',
  'moderation.warn':
    'Un modérateur vous a adressé un avertissement concernant {target, select, user {votre compte} post {votre publication} comment {votre commentaire} message {votre message} community {votre communauté} other {votre contenu}}{why}',
  'moderation.remove':
    'Un modérateur a supprimé {target, select, user {votre compte} post {votre publication} comment {votre commentaire} message {votre message} community {votre communauté} other {votre contenu}}{why}',
  'moderation.restore':
    '{target, select, user {Votre compte a été rétabli} post {Votre publication a été rétablie} comment {Votre commentaire a été rétabli} message {Votre message a été rétabli} community {Votre communauté a été rétablie} other {Votre contenu a été rétabli}}',
  'moderation.appealUpheld': 'Votre recours a été examiné et la décision est maintenue{why}',
  'moderation.appealReversed': 'Votre recours a été accepté et la décision annulée{why}',
  'moderation.default': 'Un modérateur a examiné votre signalement.',
  'mail.greeting': 'Bonjour {name},',
  'mail.loginAlert.subject': 'Nouvelle connexion à votre compte SportsNet',
  'mail.loginAlert.intro':
    'Votre compte SportsNet vient d’être utilisé pour se connecter depuis un appareil qui n’avait encore jamais servi avec ce compte.',
  'mail.loginAlert.device': 'Appareil : {device}',
  'mail.loginAlert.unknownDevice': 'Appareil inconnu',
  'mail.loginAlert.address': 'Adresse : {address}',
  'mail.loginAlert.unknownAddress': 'Inconnue',
  'mail.loginAlert.time': 'Heure : {time}',
  'mail.loginAlert.outro':
    'Si c’était vous, vous n’avez rien à faire. Sinon, mettez fin à cette session et changez immédiatement votre mot de passe :',
  'mail.dataExport.readySubject': 'Vos données SportsNet sont prêtes à être téléchargées',
  'mail.dataExport.ready': 'La copie de vos données SportsNet que vous avez demandée est prête :',
  'mail.dataExport.linkLifetime':
    '{days, plural, one {Le lien est valable # jour.} other {Le lien est valable # jours.}}',
  'mail.dataExport.failedSubject': 'La préparation de vos données SportsNet a échoué',
  'mail.dataExport.failed':
    'Nous n’avons pas pu préparer la copie de vos données SportsNet. Veuillez la demander à nouveau depuis les Paramètres.',
  'mail.digest.subject':
    '{count, plural, one {Vous avez # notification non lue sur SportsNet} other {Vous avez # notifications non lues sur SportsNet}}',
  'mail.digest.intro': 'Voici ce qui s’est passé pendant votre absence :',
  'mail.digest.more': '…et {count} de plus.',
  'mail.digest.outro':
    'Ouvrez SportsNet pour toutes les voir. Vous pouvez désactiver ces e-mails dans les paramètres de notification.',
  'error.mustBeOneOf': '{field} doit valoir l’une de ces valeurs : {choices}',
  'error.mustBeTrueOrFalse': '{field} doit valoir true ou false',
  'error.aCommunityWithThisNameAlreadyExists': 'Une communauté porte déjà ce nom',
  'error.aLanguageMustBeAtMost50': 'Une langue doit comporter 50 caractères au maximum',
  'error.aModeratorOtherThanTheOneWho':
    'Ce recours doit être tranché par un autre modérateur que celui qui a pris la décision',
  'error.aReasonIsRequired': 'Un motif est obligatoire',
  'error.aTeamNameMustBeAtMost': 'Le nom d’une équipe doit comporter 100 caractères au maximum',
  'error.acceptMustBeTrueOrFalse': 'accept doit valoir true ou false',
  'error.actionMustBeOneOf': 'action doit valoir l’une de ces valeurs : {choices}',
  'error.actionNotFound': 'Mesure introuvable',
  'error.actionidMustBeAValidId': 'actionId doit être un identifiant valide',
  'error.ageGroupsMustBeAList': 'Les catégories d’âge doivent être une liste',
  'error.ageGroupsMustBeAmong': 'Les catégories d’âge doivent faire partie de {choices}',
  'error.anAccountCannotBeRemovedSuspendIt':
    'Un compte ne peut pas être supprimé ; suspendez-le plutôt',
  'error.appealMustBeCharactersOrLess':
    'Le recours doit comporter {APPEAL_MAX} caractères au maximum',
  'error.appealNotFound': 'Recours introuvable',
  'error.appearancesMustBeAWholeNumber': 'Le nombre de matchs joués doit être un nombre entier',
  'error.appearancesMustBeFrom0To2000':
    'Le nombre de matchs joués doit être compris entre 0 et 2000',
  'error.applanguageMustBeOneOfEnEs': 'appLanguage doit valoir en, es ou fr',
  'error.assistsMustBeAWholeNumber': 'Le nombre de passes décisives doit être un nombre entier',
  'error.assistsMustBeFrom0To2000':
    'Le nombre de passes décisives doit être compris entre 0 et 2000',
  'error.assistsPerGameMustBeANumber': 'Les passes décisives par match doivent être un nombre',
  'error.assistsPerGameMustBeFrom0':
    'Les passes décisives par match doivent être comprises entre 0 et 30',
  'error.atMostKeys': '{MEDIA_URLS_MAX_KEYS} clés au maximum',
  'error.atMost10RecruitingInterests': '10 centres d’intérêt de recrutement au maximum',
  'error.atMost100Characters': '100 caractères au maximum',
  'error.atMost100IdsAtATime': '100 identifiants à la fois au maximum',
  'error.atMost20SocialLinks': '20 liens vers des réseaux sociaux au maximum',
  'error.atMost30Languages': '30 langues au maximum',
  'error.atMost50CoachingHistoryEntries': '50 entrées d’historique d’entraîneur au maximum',
  'error.atMost50FavouriteTeams': '50 équipes favorites au maximum',
  'error.atMost50Teams': '50 équipes au maximum',
  'error.athleteNotFound': 'Athlète introuvable',
  'error.authenticationRequiredPleaseLogIn': 'Authentification requise. Veuillez vous connecter.',
  'error.bioMustBeLessThan500Characters': 'La bio doit comporter moins de 500 caractères',
  'error.birthYearMustBeAWholeNumber':
    'L’année de naissance doit être un nombre entier compris entre 1900 et 2100',
  'error.boxMustBeSentOrReceived': 'box doit valoir sent ou received',
  'error.categoryMustBeOneOf': 'category doit valoir l’une de ces valeurs : {choices}',
  'error.chatNotFound': 'Conversation introuvable',
  'error.chatidMustBeAValidChatId': 'chatId doit être un identifiant de conversation valide',
  'error.choose1To3Positions': 'Choisissez de 1 à 3 postes',
  'error.cityIsRequired': 'La ville est obligatoire',
  'error.cityMustBeTextOfAtMost': 'La ville doit être un texte de 100 caractères au maximum',
  'error.cleanSheetsMustBeAWholeNumber': 'Le nombre de clean sheets doit être un nombre entier',
  'error.cleanSheetsMustBeFrom0To': 'Le nombre de clean sheets doit être compris entre 0 et 2000',
  'error.closesAtMustBeADateAnd': 'La date de clôture doit être une date et une heure',
  'error.coachProfileAlreadyExists': 'Le profil d’entraîneur existe déjà.',
  'error.coachProfileNotFound': 'Profil d’entraîneur introuvable.',
  'error.coachingHistoryMustBeAList': 'L’historique d’entraîneur doit être une liste',
  'error.commentCannotBeEmpty': 'Le commentaire ne peut pas être vide.',
  'error.commentMustBeCharactersOrLess':
    'Le commentaire doit comporter {COMMENT_MAX} caractères au maximum',
  'error.commentMustBe200CharactersOrLess':
    'Le commentaire doit comporter 200 caractères au maximum.',
  'error.commentMustBeText': 'comment doit être un texte',
  'error.commentNotFound': 'Commentaire introuvable',
  'error.commentidMustBeAValidCommentId':
    'commentId doit être un identifiant de commentaire valide',
  'error.commentsAreTurnedOffForThisPost':
    'Les commentaires sont désactivés pour cette publication',
  'error.communityNameMustBeToCharacters':
    'Le nom de la communauté doit comporter entre {NAME_MIN} et {NAME_MAX} caractères.',
  'error.communityNotFound': 'Communauté introuvable',
  'error.communityPostsTakeAPngOrJpeg':
    'Les publications de communauté acceptent une image PNG ou JPEG.',
  'error.connectidMustBeAValidUserId': 'connectId doit être un identifiant d’utilisateur valide',
  'error.connectionRequestAlreadySent': 'Demande de connexion déjà envoyée.',
  'error.countryMustBeATwoLetterIso':
    'Le pays doit être un code ISO 3166-1 à deux lettres, par exemple FR',
  'error.currentPasswordIsRequired': 'Le mot de passe actuel est obligatoire',
  'error.daysMustBeAWholeNumberFrom':
    'days doit être un nombre entier compris entre 1 et {MAX_DAYS}',
  'error.descriptionMustBeCharactersOrLess':
    'La description doit comporter {DESCRIPTION_MAX} caractères au maximum.',
  'error.descriptionMustBe1To1000Characters':
    'La description doit comporter entre 1 et 1000 caractères',
  'error.descriptionMustBe600CharactersOrLess':
    'La description doit comporter 600 caractères au maximum.',
  'error.detailsMustBeTrueOrFalse': 'details doit valoir true ou false',
  'error.disconnectidMustBeAValidUserId':
    'disconnectId doit être un identifiant d’utilisateur valide',
  'error.dominantSideMustBeLeftRightOr': 'Le côté fort doit valoir left, right ou both',
  'error.eachIdMustBeANotificationId': 'Chaque identifiant doit être celui d’une notification',
  'error.eachSocialLinkNeedsAPlatformAnd':
    'Chaque lien vers un réseau social doit avoir une plateforme et une URL.',
  'error.emailIsAlreadyRegistered': 'Cette adresse e-mail est déjà enregistrée',
  'error.emailIsRequired': 'L’adresse e-mail est obligatoire',
  'error.emailIsTooLong': 'L’adresse e-mail est trop longue',
  'error.emailMustBeText': 'L’adresse e-mail doit être un texte',
  'error.enterThe6DigitCodeFromYour':
    'Saisissez le code à 6 chiffres de votre application d’authentification',
  'error.enterThe6DigitCodeOrA': 'Saisissez le code à 6 chiffres ou un code de récupération',
  'error.fanProfileAlreadyExists': 'Le profil de supporter existe déjà.',
  'error.fanProfileNotFound': 'Profil de supporter introuvable.',
  'error.favouriteTeamsMustBeAList': 'Les équipes favorites doivent être une liste',
  'error.favouriteTeamsMustBeText': 'Les équipes favorites doivent être du texte',
  'error.filtersMustBeAnObject': 'Les filtres doivent être un objet',
  'error.followMustBeTrueOrFalse': 'follow doit valoir true ou false',
  'error.followeridMustBeAValidUserId': 'followerId doit être un identifiant d’utilisateur valide',
  'error.followingidMustBeAValidUserId':
    'followingId doit être un identifiant d’utilisateur valide',
  'error.fullNameIsRequired': 'Le nom complet est obligatoire',
  'error.fullNameMustBe2To100': 'Le nom complet doit comporter entre 2 et 100 caractères',
  'error.fullNameMustBeAtLeast2': 'Le nom complet doit comporter au moins 2 caractères',
  'error.fullNameMustBeLessThan100': 'Le nom complet doit comporter moins de 100 caractères',
  'error.fullNameMustBeText': 'Le nom complet doit être un texte',
  'error.gamesPlayedMustBeAWholeNumber': 'Le nombre de matchs joués doit être un nombre entier',
  'error.gamesPlayedMustBeFrom0To': 'Le nombre de matchs joués doit être compris entre 0 et 2000',
  'error.genderMustBeMaleOrFemale': 'Le genre doit valoir male ou female',
  'error.goalsMustBeAWholeNumber': 'Le nombre de buts doit être un nombre entier',
  'error.goalsMustBeFrom0To2000': 'Le nombre de buts doit être compris entre 0 et 2000',
  'error.heightMustBeAWholeNumberOf':
    'La taille doit être un nombre entier de centimètres compris entre 120 et 230',
  'error.idMustBeASavedSearchId': 'id doit être l’identifiant d’une recherche enregistrée',
  'error.idMustBeAnInterestId': 'id doit être l’identifiant d’une marque d’intérêt',
  'error.idsMustBeAListOfNotification': 'ids doit être une liste d’identifiants de notifications',
  'error.imageSizeMustBeLessThan5mb': 'L’image doit peser moins de 5 Mo',
  'error.imagesMustBeOrSmaller': 'Les images doivent peser {size} au maximum.',
  'error.imagesMustBeAtMost40Megapixels': 'Les images doivent comporter 40 mégapixels au maximum.',
  'error.incorrectPassword': 'Mot de passe incorrect',
  'error.interestNotFound': 'Marque d’intérêt introuvable',
  'error.invalidAppealToken': 'Jeton de recours invalide',
  'error.invalidCommunityId': 'Identifiant de communauté invalide',
  'error.invalidCursor': 'Curseur invalide',
  'error.invalidInput': 'Données invalides',
  'error.invalidMediaKey': 'Clé de fichier invalide',
  'error.invalidRequest': 'Requête invalide',
  'error.invalidUserNameOrPassword': 'Nom d’utilisateur ou mot de passe incorrect',
  'error.invalidVerificationCode': 'Code de vérification invalide',
  'error.keysMustBeAListOfMedia': 'keys doit être une liste de clés de fichiers',
  'error.keysMustNotBeEmpty': 'keys ne doit pas être vide',
  'error.languageAlreadyAdded': 'Cette langue est déjà ajoutée',
  'error.languageMustBeAtLeast2Characters': 'La langue doit comporter au moins 2 caractères',
  'error.languageMustBeAtMost40Characters': 'La langue doit comporter 40 caractères au maximum',
  'error.languagesMustBeAList': 'languages doit être une liste',
  'error.languagesMustBeAList2': 'Les langues doivent être une liste',
  'error.languagesMustBeText': 'Les langues doivent être du texte',
  'error.latitudeMustBeANumberFrom90': 'La latitude doit être un nombre compris entre -90 et 90',
  'error.levelMustBeSchoolClubAcademyCollege':
    'Le niveau doit valoir school, club, academy, college, semi_pro ou pro',
  'error.limitIsTooLarge': 'limit est trop grand',
  'error.limitMustBeAWholeNumber': 'limit doit être un nombre entier',
  'error.limitMustBeAtLeast1': 'limit doit valoir au moins 1',
  'error.locationMustBeLessThan100Characters':
    'La localisation doit comporter moins de 100 caractères',
  'error.longitudeMustBeANumberFrom180':
    'La longitude doit être un nombre compris entre -180 et 180',
  'error.maximumHeightMustBeAWholeNumber':
    'La taille maximale doit être un nombre entier de centimètres compris entre 120 et 230',
  'error.mediaMustBeImageOrVideo': 'media doit valoir image ou video',
  'error.mediaNotFound': 'Fichier introuvable',
  'error.mediaStorageIsTemporarilyUnavailablePleaseTry':
    'Le stockage des fichiers est momentanément indisponible. Veuillez réessayer plus tard.',
  'error.memberMustBeTrueOrFalse': 'member doit valoir true ou false',
  'error.messageCannotBeEmpty': 'Le message ne peut pas être vide',
  'error.messageMustBeCharactersOrLess':
    'Le message doit comporter {MESSAGE_MAX_LENGTH} caractères au maximum',
  'error.messageMustBe1To500Characters': 'Le message doit comporter entre 1 et 500 caractères',
  'error.messageNotFound': 'Message introuvable',
  'error.mineMustBeTrueOrFalse': 'mine doit valoir true ou false',
  'error.minimumHeightMustBeAWholeNumber':
    'La taille minimale doit être un nombre entier de centimètres compris entre 120 et 230',
  'error.missingTitleOrImage': 'Titre ou image manquant',
  'error.nearMustBeLatLngForExample': 'near doit être au format lat,lng (par exemple 40.41,-3.70)',
  'error.newPasswordMustBeAtLeast8': 'Le nouveau mot de passe doit comporter au moins 8 caractères',
  'error.newPasswordMustBeAtMost128':
    'Le nouveau mot de passe doit comporter 128 caractères au maximum',
  'error.noPendingRequestFound': 'Aucune demande en attente.',
  'error.notFound': 'Introuvable',
  'error.nothingRemovedToRestore': 'Aucun contenu supprimé à rétablir',
  'error.nothingRemovedToRestoreOrRemovedMore':
    'Aucun contenu supprimé à rétablir (ou supprimé il y a plus de 30 jours)',
  'error.nothingToUpdate': 'Rien à mettre à jour',
  'error.offsetMustBeAWholeNumber': 'offset doit être un nombre entier',
  'error.offsetMustBeAtLeast0': 'offset doit valoir au moins 0',
  'error.offsetMustBeAtMost': 'offset doit valoir au plus {MAX_OFFSET}',
  'error.onlyAdminsCanDoThis': 'Seuls les administrateurs peuvent faire cela',
  'error.onlyCoachesCanDoThisAddA':
    'Seuls les entraîneurs peuvent faire cela. Ajoutez d’abord une section Entraîneur.',
  'error.onlyModeratorsCanDoThis': 'Seuls les modérateurs peuvent faire cela',
  'error.onlyPlayersCanKeepAthleteDataAdd':
    'Seuls les joueurs peuvent enregistrer des données d’athlète. Ajoutez d’abord une section Joueur.',
  'error.onlyTheOwnerCanDeleteThisCommunity':
    'Seul le propriétaire peut supprimer cette communauté.',
  'error.openToOpportunitiesMustBeTrueOr': 'Ouvert aux opportunités doit valoir true ou false',
  'error.openingNotFound': 'Offre introuvable',
  'error.openingidMustBeAnOpeningId': 'openingId doit être l’identifiant d’une offre',
  'error.pageMustBeAWholeNumber': 'page doit être un nombre entier',
  'error.pageMustBeAtLeast1': 'page doit valoir au moins 1',
  'error.passwordIsRequired': 'Le mot de passe est obligatoire',
  'error.passwordIsTooLong': 'Le mot de passe est trop long',
  'error.passwordMustBeToCharacters':
    'Le mot de passe doit comporter entre {PASSWORD_MIN} et {PASSWORD_MAX} caractères',
  'error.passwordMustBeText': 'Le mot de passe doit être un texte',
  'error.passwordMustNotBeTheSameAs':
    'Le mot de passe ne doit pas être identique au nom d’utilisateur',
  'error.platformMustBeAtMost50Characters': 'La plateforme doit comporter 50 caractères au maximum',
  'error.platformMustBeText': 'La plateforme doit être un texte',
  'error.playerProfileAlreadyExists': 'Le profil de joueur existe déjà.',
  'error.playerProfileNotFound': 'Profil de joueur introuvable.',
  'error.playeridMustBeAUserId': 'playerId doit être un identifiant d’utilisateur',
  'error.pleaseEnterASearchTerm': 'Veuillez saisir un terme de recherche.',
  'error.pleaseEnterAValidDateOfBirth': 'Veuillez saisir une date de naissance valide',
  'error.pleaseEnterAValidEmailAddress': 'Veuillez saisir une adresse e-mail valide',
  'error.pleaseEnterAValidWebsiteUrl': 'Veuillez saisir une URL de site web valide',
  'error.pleaseEnterYourPasswordToConfirm': 'Veuillez saisir votre mot de passe pour confirmer.',
  'error.pleaseFillInAllFieldsAndUpload':
    'Veuillez remplir tous les champs et importer une image de bannière.',
  'error.pleaseSayWhyTheDecisionShouldChange':
    'Veuillez expliquer pourquoi la décision devrait changer',
  'error.pleaseSelectAValidImageFileJpeg':
    'Veuillez choisir un fichier image valide (JPEG, PNG ou GIF)',
  'error.pleaseTryAgain': 'Veuillez réessayer.',
  'error.pleaseUpdateTheDetails': 'Veuillez mettre à jour les informations',
  'error.pleaseWaitSecondsBeforeCommentingAgain':
    '{wait, plural, one {Veuillez patienter # seconde avant de commenter à nouveau.} other {Veuillez patienter # secondes avant de commenter à nouveau.}}',
  'error.pointsPerGameMustBeANumber': 'Les points par match doivent être un nombre',
  'error.pointsPerGameMustBeFrom0': 'Les points par match doivent être compris entre 0 et 100',
  'error.positionMustBeAKnownPosition': 'Le poste doit être un poste connu',
  'error.positionsMustBeAList': 'Les postes doivent être une liste',
  'error.positionsMustBeAmong': 'Les postes doivent faire partie de {choices}',
  'error.positionsMustBeFromTheSportS': 'Les postes doivent être ceux du sport choisi',
  'error.postNotFound': 'Publication introuvable',
  'error.postidMustBeAValidPostId': 'postId doit être un identifiant de publication valide',
  'error.profileNotFound': 'Profil introuvable.',
  'error.qMustBeAtMostCharacters': 'q doit comporter {NAME_MAX} caractères au maximum',
  'error.qMustBeAtMost100Characters': 'q doit comporter 100 caractères au maximum',
  'error.qMustBeText': 'q doit être un texte',
  'error.radiusMustBeAWholeNumberOf':
    'Le rayon doit être un nombre entier de kilomètres compris entre 1 et 2000',
  'error.reasonMustBeCharactersOrLess':
    'Le motif doit comporter {REASON_MAX} caractères au maximum',
  'error.reasonMustBeText': 'reason doit être un texte',
  'error.reboundsPerGameMustBeANumber': 'Les rebonds par match doivent être un nombre',
  'error.reboundsPerGameMustBeFrom0': 'Les rebonds par match doivent être compris entre 0 et 50',
  'error.receiveridMustBeAValidUserId': 'receiverId doit être un identifiant d’utilisateur valide',
  'error.receiveridMustBeTheOtherMemberOf':
    'receiverId doit être l’autre membre de la conversation',
  'error.recipientidMustBeAValidUserId':
    'recipientId doit être un identifiant d’utilisateur valide',
  'error.recruitingInterestsMustBeAList':
    'Les centres d’intérêt de recrutement doivent être une liste',
  'error.reportNotFound': 'Signalement introuvable',
  'error.requestBodyIsTooLarge': 'Le corps de la requête est trop volumineux',
  'error.requesteridMustBeAValidUserId':
    'requesterId doit être un identifiant d’utilisateur valide',
  'error.roleMustBeOneOf': 'role doit valoir l’une de ces valeurs : {choices}',
  'error.savedSearchNotFound': 'Recherche enregistrée introuvable',
  'error.sessionNotFound': 'Session introuvable',
  'error.setUpTwoFactorAuthenticationFirst':
    'Configurez d’abord l’authentification à deux facteurs',
  'error.socialsMustBeAList': 'Les réseaux sociaux doivent être une liste',
  'error.somethingWentWrongPleaseTryAgain': 'Une erreur s’est produite. Veuillez réessayer.',
  'error.sortMustBeNewestOrMembers': 'sort doit valoir newest ou members',
  'error.sportMustBeBasketballOrFootball': 'Le sport doit valoir basketball ou football',
  'error.staffCannotActOnTheirOwnAccount':
    'L’équipe de modération ne peut pas agir sur son propre compte',
  'error.statsMustBeAnObjectOfNumbers': 'Les statistiques doivent être un objet de nombres',
  'error.statusMustBeOpenOrResolved': 'status doit valoir open ou resolved',
  'error.statusMustBeOpenUpheldOrReversed': 'status doit valoir open, upheld ou reversed',
  'error.targetidMustBeAValidId': 'targetId doit être un identifiant valide',
  'error.targettypeMustBeOneOf': 'targetType doit valoir l’une de ces valeurs : {choices}',
  'error.teamNameIsRequired': 'Le nom de l’équipe est obligatoire',
  'error.teamNameMustBeAtMost100': 'Le nom de l’équipe doit comporter 100 caractères au maximum',
  'error.teamsMustBeAList': 'Les équipes doivent être une liste',
  'error.textContainsACharacterThatIsNot': 'Le texte contient un caractère non autorisé',
  'error.theEventPayloadMustBeAnObject': 'Le contenu de l’événement doit être un objet',
  'error.theFileIsTooLarge': 'Le fichier est trop volumineux.',
  'error.theHighlightMustBeOneOfYour':
    'Le temps fort doit être l’une de vos propres publications vidéo',
  'error.theOwnerCannotLeaveTheCommunityDelete':
    'Le propriétaire ne peut pas quitter la communauté ; supprimez-la plutôt',
  'error.theRequestBodyCouldNotBeRead': 'Le corps de la requête n’a pas pu être lu',
  'error.theRequestBodyIsNotValidJson': 'Le corps de la requête n’est pas un JSON valide',
  'error.theRequestIsNestedTooDeeply': 'La requête comporte trop de niveaux d’imbrication',
  'error.theRoomIdMustBeTextOf':
    'L’identifiant du salon doit être un texte de {ROOM_ID_MAX} caractères au maximum',
  'error.theServiceIsTemporarilyUnavailablePleaseTry':
    'Le service est momentanément indisponible. Veuillez réessayer.',
  'error.theUploadIsNotAValidMultipart': 'L’envoi n’est pas un formulaire multipart valide',
  'error.theseReportsWereAlreadyResolved': 'Ces signalements ont déjà été traités',
  'error.thisAccountIsNotSuspended': 'Ce compte n’est pas suspendu',
  'error.thisAlreadyExists': 'Cela existe déjà',
  'error.thisAppealWasAlreadyDecided': 'Ce recours a déjà été tranché',
  'error.thisDownloadLinkIsInvalidOrHas': 'Ce lien de téléchargement est invalide ou a expiré.',
  'error.thisInterestHasAlreadyBeenAnswered':
    'Une réponse a déjà été donnée à cette marque d’intérêt',
  'error.thisPasswordIsTooCommonPleaseChoose':
    'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
  'error.thisSignInHasExpiredPleaseLog': 'Cette connexion a expiré. Veuillez vous reconnecter.',
  'error.thisUserSFollowersAndFollowingAre':
    'Les abonnés et abonnements de cet utilisateur sont privés',
  'error.tooManyConnections': 'Trop de connexions',
  'error.tooManyFailedLoginAttemptsForThis':
    'Trop de tentatives de connexion échouées pour ce compte. Veuillez réessayer dans {waitText}.',
  'error.twoFactorAuthenticationIsAlreadyOn': 'L’authentification à deux facteurs est déjà activée',
  'error.twoFactorAuthenticationIsNotOn': 'L’authentification à deux facteurs n’est pas activée',
  'error.twoFactorAuthenticationIsTurnedOnWith':
    'L’authentification à deux facteurs s’active avec POST /settings/2fa/setup et /settings/2fa/enable, et se désactive avec POST /settings/2fa/disable',
  'error.typeAUserName': 'Saisissez un nom d’utilisateur',
  'error.unsupportedCharsetSendUtf8':
    'Jeu de caractères « {charset} » non pris en charge ; envoyez de l’UTF-8',
  'error.unsupportedContentEncoding': 'Encodage de contenu « {encoding} » non pris en charge',
  'error.unsupportedContentType': 'Type de contenu non pris en charge',
  'error.unwatchMustBeAListOfIds': 'unwatch doit être une liste d’identifiants',
  'error.upholdMustBeTrueOrFalse': 'uphold doit valoir true ou false',
  'error.urlMustBeAtMost500Characters': 'L’URL doit comporter 500 caractères au maximum',
  'error.urlMustBeText': 'L’URL doit être un texte',
  'error.userIsAlreadyBlocked': 'Cet utilisateur est déjà bloqué',
  'error.userIsNotBlocked': 'Cet utilisateur n’est pas bloqué',
  'error.userNameIsAlreadyTaken': 'Ce nom d’utilisateur est déjà pris',
  'error.userNameIsRequired': 'Le nom d’utilisateur est obligatoire',
  'error.userNameIsTooLong': 'Le nom d’utilisateur est trop long',
  'error.userNameMayContainOnlyLettersDigits':
    'Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points et des tirets bas',
  'error.userNameMustBe3To30': 'Le nom d’utilisateur doit comporter entre 3 et 30 caractères',
  'error.userNameMustBeText': 'Le nom d’utilisateur doit être un texte',
  'error.userNotFound': 'Utilisateur introuvable',
  'error.useridMustBeAValidUserId': 'userId doit être un identifiant d’utilisateur valide',
  'error.videosMustBeOrSmaller': 'Les vidéos doivent peser {size} au maximum.',
  'error.visibleToMustBeCoachesOrEveryone': 'Visible par doit valoir coaches ou everyone',
  'error.watchMustBeAListOfIds': 'watch doit être une liste d’identifiants',
  'error.weightMustBeAWholeNumberOf':
    'Le poids doit être un nombre entier de kilos compris entre 35 et 160',
  'error.yearsAreRequired': 'Les années sont obligatoires',
  'error.yearsMustBeOrLess': 'Les années doivent valoir {PLAYER_YEARS_MAX} au maximum',
  'error.yearsMustBe0OrMore': 'Les années doivent valoir 0 ou plus',
  'error.yearsMustBeANumber': 'Les années doivent être un nombre',
  'error.yearsMustBeAWholeNumber': 'Les années doivent être un nombre entier',
  'error.yearsMustBeAtMost50Characters': 'Les années doivent comporter 50 caractères au maximum',
  'error.youAlreadyAppealedThisDecision': 'Vous avez déjà formé un recours contre cette décision',
  'error.youAlreadyHaveAnOpenInterestIn':
    'Vous avez déjà une marque d’intérêt en cours pour ce joueur',
  'error.youAlreadyLikedThisPost': 'Vous aimez déjà cette publication.',
  'error.youAlreadyReportedThisAModeratorWill':
    'Vous avez déjà signalé ce contenu ; un modérateur va l’examiner',
  'error.youAreAlreadyConnected': 'Vous êtes déjà connectés.',
  'error.youAreNotConnected': 'Vous n’êtes pas connectés.',
  'error.youCanKeepAtMostSavedSearches':
    'Vous pouvez enregistrer {SAVED_SEARCHES_MAX} recherches au maximum',
  'error.youCanOnlyEditYourOwnProfile': 'Vous ne pouvez modifier que votre propre profil.',
  'error.youCanOnlyStartAChatWith':
    'Vous ne pouvez démarrer une conversation qu’avec des personnes que vous suivez',
  'error.youCanRequestADataDownloadOnce':
    'Vous pouvez demander un téléchargement de vos données une fois par heure. Veuillez réessayer dans {waitText}.',
  'error.youCanSelectUpTo5Languages': 'Vous pouvez sélectionner jusqu’à 5 langues',
  'error.youCannotBlockYourself': 'Vous ne pouvez pas vous bloquer vous-même.',
  'error.youCannotConnectWithYourself': 'Vous ne pouvez pas vous connecter avec vous-même.',
  'error.youCannotFollowYourself': 'Vous ne pouvez pas vous suivre vous-même.',
  'error.youCannotMessageThisUser': 'Vous ne pouvez pas envoyer de message à cet utilisateur',
  'error.youCannotReportYourOwnContent': 'Vous ne pouvez pas signaler votre propre contenu',
  'error.youHaveNotLikedThisPost': 'Vous n’aimez pas cette publication.',
  'error.youMustJoinThisCommunityToPost': 'Vous devez rejoindre cette communauté pour publier.',
  'error.youMustJoinThisCommunityToView':
    'Vous devez rejoindre cette communauté pour voir son contenu.',
  'error.yourAccountIsSuspendedReason': 'Votre compte est suspendu {end}. Motif : {reason}',
  'error.yourSessionHasEndedPleaseLogIn': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'error.yourSessionHasExpiredPleaseLogIn': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.aRadiusNeedsNearLatLng': 'Un rayon nécessite near=lat,lng',
  'error.birthYearFromMustNotBeAfter':
    'L’année de naissance minimale ne doit pas être postérieure à l’année maximale',
  'error.currentPasswordIsIncorrect': 'Le mot de passe actuel est incorrect',
  'error.giveBothLatitudeAndLongitudeOrNeither':
    'Indiquez à la fois la latitude et la longitude, ou aucune des deux',
  'error.idMustBeAnOpeningId': 'id doit être l’identifiant d’une offre',
  'error.invalidUserId': 'Identifiant d’utilisateur invalide',
  'error.minimumHeightMustNotBeAboveMaximum':
    'La taille minimale ne doit pas dépasser la taille maximale',
  'error.onlyImageOrVideoFilesAreAllowed': 'Seuls les fichiers image ou vidéo sont acceptés.',
  'error.requestedRangeNotSatisfiable': 'La plage demandée ne peut pas être servie',
  'error.statsMustBeTheSportSOwn': 'Les statistiques doivent être celles du sport choisi',
  'error.theBannerMustBeAPngOr': 'La bannière doit être une image PNG ou JPEG.',
  'error.youAreDoingThisTooFastPlease': 'Vous allez trop vite. Veuillez réessayer dans {wait}.',
  'error.youAreSendingMessagesTooFast': 'Vous envoyez des messages trop rapidement',
  'error.youAreSendingReportsTooFastPlease':
    'Vous envoyez des signalements trop rapidement. Veuillez réessayer dans {wait}.',
  'error.youCanOnlyDeleteYourOwnComments': 'Vous ne pouvez supprimer que vos propres commentaires.',
  'error.youCanOnlyDeleteYourOwnPosts': 'Vous ne pouvez supprimer que vos propres publications.',
  'error.youCanOnlyEditYourOwnComments': 'Vous ne pouvez modifier que vos propres commentaires.',
  'error.youCanOnlyEditYourOwnPosts': 'Vous ne pouvez modifier que vos propres publications.',
  'error.youCanShowInterestInAtMost':
    'Vous pouvez manifester votre intérêt pour 20 joueurs par jour au maximum. Veuillez réessayer dans {wait}.',
  'error.tooManyAttemptsPleaseTryAgainIn':
    '{seconds, plural, one {Trop de tentatives. Veuillez réessayer dans # seconde.} other {Trop de tentatives. Veuillez réessayer dans # secondes.}}',
  'error.pleaseEnterSomeTextForYourPost': 'Veuillez saisir du texte pour votre publication.',
  'error.untilFurtherNotice': 'jusqu’à nouvel ordre',
  'error.until': 'jusqu’au {date}',
};
