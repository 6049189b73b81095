<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BoardCell</name>
    <message>
        <source>destination</source>
        <translation>destination</translation>
    </message>
    <message>
        <source>suggested</source>
        <translation>suggéré</translation>
    </message>
    <message>
        <source>suggested destination</source>
        <translation>destination suggérée</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1 board</source>
        <translation>plateau de %1</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Lesson %1 of %2 · %3 done</source>
        <translation>Leçon %1 sur %2 · %3 faites</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 sur %2 résolus</translation>
    </message>
    <message>
        <source>, done</source>
        <translation>, faite</translation>
    </message>
    <message>
        <source>Task: %1</source>
        <translation>Tâche : %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Show a turn that does it (H)</source>
        <translation>Montrer un tour qui y parvient (H)</translation>
    </message>
    <message>
        <source>Show the next turn of the answer (H)</source>
        <translation>Montrer le prochain tour de la solution (H)</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Play the answer out on the board</source>
        <translation>Jouer la solution sur le plateau</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Montrer la solution</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Recommencer cette leçon</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>Recommencer ce problème</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>Leçon précédente</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Problème précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>On to the puzzles</source>
        <translation>Passer aux problèmes</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>no luck</source>
        <translation>sans hasard</translation>
    </message>
    <message>
        <source>%1: the starting board</source>
        <translation>%1 : le plateau au départ</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Variantes : %1</translation>
    </message>
    <message>
        <source>Learn (%1/%2)</source>
        <translation>Apprendre (%1/%2)</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Learn %1 on the board, lesson by lesson</source>
        <translation>Apprendre %1 sur le plateau, leçon par leçon</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>Apprendre %1</translation>
    </message>
    <message>
        <source>Puzzles (%1/%2)</source>
        <translation>Problèmes (%1/%2)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Positions with one right answer, easy ones first</source>
        <translation>Des positions avec une seule bonne réponse, les faciles d’abord</translation>
    </message>
    <message>
        <source>Puzzles of %1</source>
        <translation>Problèmes de %1</translation>
    </message>
    <message>
        <source>Click to start a new game of %1</source>
        <translation>Cliquez pour commencer une nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Start a new game of %1: choose who plays each side</source>
        <translation>Commencer une nouvelle partie de %1 : choisissez qui joue chaque camp</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer à %1</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation>ordinateur (%1)</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>L&apos;ordinateur réfléchit</translation>
    </message>
    <message>
        <source>Throw the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last turn (Ctrl+Z)</source>
        <translation>Reprendre votre dernier tour (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play again what was taken back (Ctrl+Shift+Z)</source>
        <translation>Rejouer ce qui a été repris (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Show a good turn on the board without playing it (H)</source>
        <translation>Montrer un bon tour sur le plateau sans le jouer (H)</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Save the game to a file (Ctrl+S)</source>
        <translation>Enregistrer la partie dans un fichier (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Ouvrir une partie enregistrée (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Proposer la nulle</translation>
    </message>
    <message>
        <source>Play again (the other side starts)</source>
        <translation>Rejouer (l&apos;autre camp commence)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <source>Series: %1 %2 – %3 %4</source>
        <translation>Série : %1 %2 – %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>, %n draw(s)</source>
        <translation>
            <numerusform>, %n nulle</numerusform>
            <numerusform>, %n nulles</numerusform>
        </translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>Abandonner ?</translation>
    </message>
    <message>
        <source>Give up this game? The other side wins.</source>
        <translation>Abandonner cette partie ? L&apos;autre camp gagne.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Draw declined</source>
        <translation>Nulle refusée</translation>
    </message>
    <message>
        <source>The computer plays on: it sees better chances for itself.</source>
        <translation>L&apos;ordinateur continue : il voit de meilleures chances pour lui.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>A draw is offered</source>
        <translation>Une nulle est proposée</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Accepter la nulle</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Quitter la partie ?</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Fermer les règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Solve %1?</source>
        <translation>Résoudre %1 ?</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Play again (the players swap sides)</source>
        <translation>Rejouer (les joueurs changent de camp)</translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation>Règles de %1 (F1)</translation>
    </message>
    <message>
        <source>The game is kept until another one starts: continue it from the games screen.</source>
        <translation>La partie est gardée jusqu&apos;à ce qu&apos;une autre commence : reprenez-la depuis l&apos;écran des jeux.</translation>
    </message>
    <message>
        <source>Djed works out the exact value of every position of %1. This takes several minutes and about 1.5 GB of memory; you can play on meanwhile. Once done, the computer can play perfectly, hints are exact and the analysis shows the value of every choice. Stopped, a later build goes on from its last checkpoint (the first is written once the positions are counted).</source>
        <translation>Djed calcule la valeur exacte de chaque position de %1. Cela prend plusieurs minutes et environ 1,5 Go de mémoire ; vous pouvez continuer à jouer pendant ce temps. Ensuite, l’ordinateur joue parfaitement, les conseils sont exacts et l’analyse montre la valeur de chaque choix. Interrompu, un calcul ultérieur reprend à sa dernière sauvegarde (la première est écrite une fois les positions comptées).</translation>
    </message>
    <message>
        <source>%1, playing elsewhere</source>
        <translation>%1, joue ailleurs</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>personne pour l’instant</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>No take-backs in online games: the server&apos;s game is the game</source>
        <translation>Pas de reprise en ligne : la partie du serveur fait foi</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 propose la nulle. Acceptez-vous ?</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Accepter la revanche</translation>
    </message>
    <message>
        <source>The game goes on without you and your clock keeps running: come back with “Continue” under Play online. Your opponent may claim the win if you stay away too long.</source>
        <translation>La partie continue sans vous et votre pendule tourne : revenez par « Reprendre » sous Jouer en ligne. Si vous restez absent trop longtemps, votre adversaire peut réclamer la victoire.</translation>
    </message>
    <message>
        <source>Djed</source>
        <translation>Djed</translation>
    </message>
    <message>
        <source>%1 (T, or Space on the board)</source>
        <translation>%1 (T, ou Espace sur le plateau)</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>En attente du serveur…</translation>
    </message>
    <message>
        <source>Abort the game</source>
        <translation>Annuler la partie</translation>
    </message>
    <message>
        <source>Call the game off: possible until each side has played a turn.</source>
        <translation>Annuler la partie : possible tant que chaque camp n’a pas joué un coup.</translation>
    </message>
    <message>
        <source>Solved. Next goes on; Again tries it once more.</source>
        <translation>Résolu. « Suivant » continue, « Recommencer » le refait.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>The turn before (Left arrow)</source>
        <translation>Le tour d&apos;avant (flèche gauche)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Back to the game as it stands (Escape)</source>
        <translation>Retour à la partie en cours (Échap)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>The turn after (Right arrow)</source>
        <translation>Le tour d&apos;après (flèche droite)</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Tours joués</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Djed</source>
        <translation>Djed</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Board games of ancient Egypt. Choose a game.</source>
        <translation>Jeux de plateau de l&apos;Égypte ancienne. Choisissez un jeu.</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>No games were found. Plugins are looked for beside the program and in DJED_PLUGIN_PATH.</source>
        <translation>Aucun jeu trouvé. Les greffons sont cherchés à côté du programme et dans DJED_PLUGIN_PATH.</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Réglages…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>About Djed (F1)</source>
        <translation>À propos de Djed (F1)</translation>
    </message>
    <message>
        <source>About Djed</source>
        <translation>À propos de Djed</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Your results against the computer</source>
        <translation>Vos résultats contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Jouer en ligne…</translation>
    </message>
    <message>
        <source>Play a friend on another computer, or host a game here</source>
        <translation>Jouer contre un ami sur un autre ordinateur, ou héberger une partie ici</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>New to these games? Press Learn on a game: short lessons on the board teach it.</source>
        <translation>Vous découvrez ces jeux ? Appuyez sur Apprendre pour un jeu : de courtes leçons sur le plateau vous l’enseignent.</translation>
    </message>
    <message>
        <source>Solving %1 in the background: %2%</source>
        <translation>Résolution de %1 en arrière-plan : %2 %</translation>
    </message>
</context>
<context>
    <name>LoadProblemsPanel</name>
    <message>
        <source>Plugins that failed to load</source>
        <translation>Greffons qui n&apos;ont pas pu être chargés</translation>
    </message>
    <message numerus="yes">
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n greffon n&apos;a pas pu être chargé</numerusform>
            <numerusform>%n greffons n&apos;ont pas pu être chargés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Djed — %1</source>
        <translation>Djed — %1</translation>
    </message>
    <message>
        <source>Djed</source>
        <translation>Djed</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>About Djed</source>
        <translation>À propos de Djed</translation>
    </message>
    <message>
        <source>Djed %1: board games of ancient Egypt. Ramses and Pharao by Horst Alexander Renz; Seti, a reconstruction of an ancient Egyptian game. Each game is a plugin; new games can be added without changing the app.</source>
        <translation>Djed %1 : jeux de plateau de l&apos;Égypte ancienne. Ramses et Pharao de Horst Alexander Renz ; Seti, reconstitution d&apos;un jeu de l&apos;Égypte ancienne. Chaque jeu est un greffon ; on peut en ajouter sans modifier l&apos;application.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Ordinateur — %1</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>Drawn: pick one of two closed hands</source>
        <translation>Tiré au sort : choisir une de deux mains fermées</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>OnlineClock</name>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 j %2 h</translation>
    </message>
    <message>
        <source>flag fallen</source>
        <translation>temps écoulé</translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sans pendule</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) a turn</source>
        <translation>
            <numerusform>%n jour par coup</numerusform>
            <numerusform>%n jours par coup</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min + %2 s a turn</source>
        <translation>%1 min + %2 s par coup</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>Créer une partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <source>a side drawn by lot</source>
        <translation>un camp tiré au sort</translation>
    </message>
    <message>
        <source>the side that starts</source>
        <translation>le camp qui commence</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>l’autre camp</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Votre camp</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>List it among the open games (else only the code lets a friend in)</source>
        <translation>L’afficher parmi les parties ouvertes (sinon seul le code permet d’entrer)</translation>
    </message>
    <message>
        <source>Create the game</source>
        <translation>Créer la partie</translation>
    </message>
    <message>
        <source>Join or watch with a code</source>
        <translation>Rejoindre ou regarder avec un code</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Code d’invitation</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Join the game with this code</source>
        <translation>Rejoindre la partie avec ce code</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Watch the game with this code</source>
        <translation>Regarder la partie avec ce code</translation>
    </message>
    <message>
        <source>Open games</source>
        <translation>Parties ouvertes</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Ask the server for its open games</source>
        <translation>Demander au serveur ses parties ouvertes</translation>
    </message>
    <message>
        <source>Type a server&apos;s address, or host on this computer.</source>
        <translation>Saisissez l’adresse d’un serveur, ou hébergez sur cet ordinateur.</translation>
    </message>
    <message>
        <source>%1, %2: %3 waits</source>
        <translation>%1, %2 : %3 attend</translation>
    </message>
    <message>
        <source>Join the game of %1</source>
        <translation>Rejoindre la partie de %1</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Héberger sur cet ordinateur</translation>
    </message>
    <message>
        <source>Address of this computer</source>
        <translation>Adresse de cet ordinateur</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Arrêter d’héberger</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>Sur ce réseau</translation>
    </message>
    <message>
        <source>No one hosts games on this network now.</source>
        <translation>Personne n’héberge de partie sur ce réseau pour l’instant.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Continue: %1 against %2</source>
        <translation>Reprendre : %1 contre %2</translation>
    </message>
    <message>
        <source>Continue: %1, code %2</source>
        <translation>Reprendre : %1, code %2</translation>
    </message>
    <message>
        <source>Type a server&apos;s address above, or host on this computer, to create a game.</source>
        <translation>Saisissez l’adresse d’un serveur ci-dessus, ou hébergez sur cet ordinateur, pour créer une partie.</translation>
    </message>
    <message>
        <source>Stop hosting?</source>
        <translation>Arrêter d’héberger ?</translation>
    </message>
    <message>
        <source>Games on this computer pause and their players lose the connection until you host again.</source>
        <translation>Les parties sur cet ordinateur s’interrompent et leurs joueurs perdent la connexion jusqu’à ce que vous hébergiez de nouveau.</translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation>Continuer d’héberger</translation>
    </message>
    <message>
        <source>A name is 1 to 24 characters that show, without a space at either end.</source>
        <translation>Un nom compte 1 à 24 caractères visibles, sans espace au début ni à la fin.</translation>
    </message>
    <message>
        <source>No open games on this server now: create one, and it shows here as soon as another is.</source>
        <translation>Aucune partie ouverte sur ce serveur pour l’instant : créez-en une ; les nouvelles s’affichent ici d’elles-mêmes.</translation>
    </message>
    <message>
        <source>Djed can serve games itself, to this computer alone (two windows, or a game against a bot) or to your network (a friend on it, or one who reaches this computer, joins).</source>
        <translation>Djed peut héberger des parties lui-même, pour cet ordinateur seul (deux fenêtres, ou une partie contre un bot) ou pour votre réseau (un ami qui s’y trouve, ou qui atteint cet ordinateur, les rejoint).</translation>
    </message>
    <message>
        <source>Djed serves games on every network of this computer while it runs, and says so on them. A friend joins at one of these addresses, or finds the game in the list on the same network:</source>
        <translation>Djed héberge des parties sur chaque réseau de cet ordinateur tant qu’il tourne, et l’y annonce. Un ami les rejoint à l’une de ces adresses, ou trouve la partie dans la liste sur le même réseau :</translation>
    </message>
    <message>
        <source>Djed serves games to this computer alone while it runs, at this address:</source>
        <translation>Djed héberge des parties pour cet ordinateur seul tant qu’il tourne, à cette adresse :</translation>
    </message>
    <message>
        <source>Open to</source>
        <translation>Ouvert à</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>cet ordinateur seulement</translation>
    </message>
    <message>
        <source>my network</source>
        <translation>mon réseau</translation>
    </message>
    <message>
        <source>Who may join games hosted here</source>
        <translation>Qui peut rejoindre les parties hébergées ici</translation>
    </message>
</context>
<context>
    <name>OnlinePanel</name>
    <message>
        <source>Invite code</source>
        <translation>Code d’invitation</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>Connexion perdue ; reconnexion…</translation>
    </message>
    <message>
        <source>%1 is gone (%2 s).</source>
        <translation>%1 est parti (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>%n spectator(s)</source>
        <translation>
            <numerusform>%n spectateur</numerusform>
            <numerusform>%n spectateurs</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Vous regardez cette partie.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Muet</translation>
    </message>
    <message>
        <source>Stop showing what your opponent writes</source>
        <translation>Ne plus afficher ce qu’écrit votre adversaire</translation>
    </message>
    <message>
        <source>Silence your opponent</source>
        <translation>Rendre votre adversaire muet</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Hide the chat</source>
        <translation>Masquer la discussion</translation>
    </message>
    <message>
        <source>Show the chat</source>
        <translation>Afficher la discussion</translation>
    </message>
    <message>
        <source>Write to your opponent</source>
        <translation>Écrire à votre adversaire</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Give a friend this code and the server %1 (Play online → Join):</source>
        <translation>Donnez à un ami ce code et le serveur %1 (Jouer en ligne → Rejoindre) :</translation>
    </message>
    <message numerus="yes">
        <source>Show (%n new)</source>
        <translation>
            <numerusform>Afficher (%n nouveau)</numerusform>
            <numerusform>Afficher (%n nouveaux)</numerusform>
        </translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Pas encore de message.</translation>
    </message>
    <message>
        <source>Or send this link: it opens the game in a browser, no install needed.</source>
        <translation>Ou envoyez ce lien : il ouvre la partie dans un navigateur, sans rien installer.</translation>
    </message>
    <message>
        <source>Link to the game for a browser</source>
        <translation>Lien vers la partie pour un navigateur</translation>
    </message>
</context>
<context>
    <name>OnlineSituation</name>
    <message>
        <source>%1 offers a rematch.</source>
        <translation>%1 propose une revanche.</translation>
    </message>
    <message>
        <source>You offered a rematch; waiting for the answer.</source>
        <translation>Vous avez proposé une revanche ; en attente de la réponse.</translation>
    </message>
    <message>
        <source>%1 has left.</source>
        <translation>%1 est parti.</translation>
    </message>
    <message>
        <source>Another game, sides swapped?</source>
        <translation>Une autre partie, camps inversés ?</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 propose la nulle.</translation>
    </message>
    <message>
        <source>You offered a draw; waiting for the answer.</source>
        <translation>Vous avez proposé la nulle ; en attente de la réponse.</translation>
    </message>
    <message>
        <source>%1 is gone (%2 s).</source>
        <translation>%1 est parti (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>Your first turn: %n s left, or the game is aborted.</source>
        <translation>
            <numerusform>Votre premier coup : encore %n s, sinon la partie est annulée.</numerusform>
            <numerusform>Votre premier coup : encore %n s, sinon la partie est annulée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n s for a first turn, or the game is aborted.</source>
        <translation>
            <numerusform>%1 a %n s pour jouer son premier coup, sinon la partie est annulée.</numerusform>
            <numerusform>%1 a %n s pour jouer son premier coup, sinon la partie est annulée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server restarted: the clocks stand still until both players are back.</source>
        <translation>Le serveur a redémarré : les pendules sont arrêtées jusqu’au retour des deux joueurs.</translation>
    </message>
    <message>
        <source>%1 is connected.</source>
        <translation>%1 est connecté.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Réclamer la victoire</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Accepter la revanche</translation>
    </message>
    <message>
        <source>Rematch offered</source>
        <translation>Revanche proposée</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Your opponent has been gone longer than the server waits.</source>
        <translation>Votre adversaire est absent depuis plus longtemps que le serveur n’attend.</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Accepter la nulle</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Decline the draw</source>
        <translation>Refuser la nulle</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>wins in %n turn(s)</source>
        <translation>
            <numerusform>gagne en %n tour</numerusform>
            <numerusform>gagne en %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n turn(s) at best</source>
        <translation>
            <numerusform>perd au mieux en %n tour</numerusform>
            <numerusform>perd au mieux en %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>holds the draw</source>
        <translation>tient la nulle</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>%1 exists. Save over it?</source>
        <translation>%1 existe déjà. L&apos;écraser ?</translation>
    </message>
    <message>
        <source>Up one folder</source>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Folders and saved games</source>
        <translation>Dossiers et parties enregistrées</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>No saved games in this folder.</source>
        <translation>Aucune partie enregistrée dans ce dossier.</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>my-game.djed</source>
        <translation>ma-partie.djed</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save over the file?</source>
        <translation>Écraser le fichier ?</translation>
    </message>
    <message>
        <source>Save over it</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <source>There is no record %1 in this folder.</source>
        <translation>Il n’y a pas de partie %1 dans ce dossier.</translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>Chance of winning over the game</source>
        <translation>Chances de gain au fil de la partie</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Comme le système (%1)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Show where a selected piece may go</source>
        <translation>Montrer où une pièce choisie peut aller</translation>
    </message>
    <message>
        <source>Ask before resigning</source>
        <translation>Demander avant d&apos;abandonner</translation>
    </message>
    <message>
        <source>Time the computer may think per turn (0: the level&apos;s own)</source>
        <translation>Temps de réflexion de l&apos;ordinateur par tour (0 : celui du niveau)</translation>
    </message>
    <message>
        <source>Seconds for %1</source>
        <translation>Secondes pour %1</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
</context>
<context>
    <name>SolvedPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Mark every choice with its exact value: green wins, red loses, in so many turns</source>
        <translation>Marquer chaque choix de sa valeur exacte : vert gagne, rouge perd, en tant de tours</translation>
    </message>
    <message>
        <source>Reading the solved table…</source>
        <translation>Lecture de la table résolue…</translation>
    </message>
    <message>
        <source>Solve %1…</source>
        <translation>Résoudre %1…</translation>
    </message>
    <message>
        <source>Another game is being solved.</source>
        <translation>Un autre jeu est en cours de résolution.</translation>
    </message>
    <message>
        <source>Work out the exact value of every position, for perfect play, exact hints and the analysis</source>
        <translation>Calculer la valeur exacte de chaque position : pour un jeu parfait, des conseils exacts et l’analyse</translation>
    </message>
    <message>
        <source>Solving: %1%</source>
        <translation>Résolution : %1 %</translation>
    </message>
    <message>
        <source>, less than a minute left</source>
        <translation>, moins d’une minute restante</translation>
    </message>
    <message numerus="yes">
        <source>, about %n minute(s) left</source>
        <translation>
            <numerusform>, environ %n minute restante</numerusform>
            <numerusform>, environ %n minutes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop solving</source>
        <translation>Arrêter la résolution</translation>
    </message>
    <message>
        <source>Counting the positions: %1%</source>
        <translation>Décompte des positions : %1 %</translation>
    </message>
    <message>
        <source>The work up to %1 is kept; it is kept again every minute.</source>
        <translation>Le travail jusqu’à %1 est conservé ; il l’est de nouveau chaque minute.</translation>
    </message>
    <message>
        <source>Stop solving %1?</source>
        <translation>Arrêter la résolution de %1 ?</translation>
    </message>
    <message>
        <source>A new solve goes on from what is kept.</source>
        <translation>Une nouvelle résolution reprend à partir de ce qui est conservé.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Go on solving</source>
        <translation>Continuer la résolution</translation>
    </message>
    <message>
        <source>%1 is solved: the analysis shows the exact value of every choice, and &quot;perfect&quot; plays without a mistake.</source>
        <translation>%1 est résolu : l’analyse montre la valeur exacte de chaque choix, et « parfait » joue sans erreur.</translation>
    </message>
    <message>
        <source>Nothing is kept yet: the work is first kept a minute after the start.</source>
        <translation>Rien n&apos;est encore gardé : le travail est gardé pour la première fois une minute après le début.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>Aucune partie contre l&apos;ordinateur n&apos;est encore terminée.</translation>
    </message>
    <message>
        <source>Clear the statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>parfait</translation>
    </message>
</context>
<context>
    <name>WhoStartsDialog</name>
    <message>
        <source>Who starts?</source>
        <translation>Qui commence ?</translation>
    </message>
    <message>
        <source>Left hand</source>
        <translation>Main gauche</translation>
    </message>
    <message>
        <source>Right hand</source>
        <translation>Main droite</translation>
    </message>
</context>
<context>
    <name>djed::gui::CoachModel</name>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Problème %1 sur %2</translation>
    </message>
    <message>
        <source>Not the best turn: another one leaves you better chances. Try again.</source>
        <translation>Ce n’est pas le meilleur tour : un autre vous laisse de meilleures chances. Essayez encore.</translation>
    </message>
    <message>
        <source>Not this one: after it the defence can hold out. Try again.</source>
        <translation>Pas celui-ci : après lui, la défense peut tenir. Essayez encore.</translation>
    </message>
    <message>
        <source>Right: that is the best turn for this throw.</source>
        <translation>Exact : c’est le meilleur tour pour ce lancer.</translation>
    </message>
    <message>
        <source>Right. Now the defence answers…</source>
        <translation>Exact. La défense répond maintenant…</translation>
    </message>
    <message>
        <source>The solution, turn by turn.</source>
        <translation>La solution, tour par tour.</translation>
    </message>
    <message>
        <source>The game is over. %1 Again starts another one.</source>
        <translation>La partie est terminée. %1 « Recommencer » en lance une autre.</translation>
    </message>
    <message>
        <source>Not this one: it does not win at once. Try again.</source>
        <translation>Pas celui-ci : il ne gagne pas tout de suite. Essayez encore.</translation>
    </message>
    <message>
        <source>Difficulty %1 (0 is the easiest): %2</source>
        <translation>Difficulté %1 (0 est la plus facile) : %2</translation>
    </message>
    <message>
        <source>no other turn looks as good at first sight.</source>
        <translation>aucun autre tour ne paraît aussi bon au premier regard.</translation>
    </message>
    <message numerus="yes">
        <source>%n other turn(s) look as good at first sight.</source>
        <translation>
            <numerusform>%n autre tour paraît aussi bon au premier regard.</numerusform>
            <numerusform>%n autres tours paraissent aussi bons au premier regard.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>djed::gui::GameLauncher</name>
    <message>
        <source>two players</source>
        <translation>deux joueurs</translation>
    </message>
    <message>
        <source>against computer (%1)</source>
        <translation>contre l&apos;ordinateur (%1)</translation>
    </message>
    <message>
        <source>computer against computer</source>
        <translation>ordinateur contre ordinateur</translation>
    </message>
    <message>
        <source>Continue: %1, %2, turn %3</source>
        <translation>Reprendre : %1, %2, tour %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: line %2: no game &apos;%3&apos; is loaded</source>
        <translation>%1 : ligne %2 : aucun jeu « %3 » n&apos;est chargé</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Il n&apos;y a pas de partie à reprendre.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n&apos;y a pas de partie à enregistrer.</translation>
    </message>
    <message>
        <source>The game &apos;%1&apos; is not loaded (loaded: %2).</source>
        <translation>Le jeu « %1 » n&apos;est pas chargé (chargés : %2).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>There is no game to play again.</source>
        <translation>Il n&apos;y a pas de partie à rejouer.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>parfait</translation>
    </message>
    <message>
        <source>The solved table cannot be used: %1</source>
        <translation>La table résolue est inutilisable : %1</translation>
    </message>
    <message>
        <source>The game &apos;%1&apos; is not loaded.</source>
        <translation>Le jeu « %1 » n’est pas chargé.</translation>
    </message>
    <message>
        <source>%1 has no lessons.</source>
        <translation>%1 n’a pas de leçons.</translation>
    </message>
    <message>
        <source>%1 has no puzzles.</source>
        <translation>%1 n’a pas de problèmes.</translation>
    </message>
</context>
<context>
    <name>djed::gui::LocalHost</name>
    <message>
        <source>Games cannot be hosted on port %1: %2</source>
        <translation>Impossible d’héberger des parties sur le port %1 : %2</translation>
    </message>
</context>
<context>
    <name>djed::gui::OnlineModel</name>
    <message>
        <source>The server at %1 cannot be reached.</source>
        <translation>Le serveur %1 est injoignable.</translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation>La connexion est perdue ; reconnexion en cours…</translation>
    </message>
    <message>
        <source>The server speaks another version of the protocol: update Djed or choose another server.</source>
        <translation>Le serveur parle une autre version du protocole : mettez Djed à jour ou choisissez un autre serveur.</translation>
    </message>
    <message>
        <source>No game has this code: it may have ended, or the code is mistyped.</source>
        <translation>Aucune partie n’a ce code : elle est peut-être terminée, ou le code est mal saisi.</translation>
    </message>
    <message>
        <source>This game already has two players.</source>
        <translation>Cette partie a déjà deux joueurs.</translation>
    </message>
    <message>
        <source>The server no longer knows this seat.</source>
        <translation>Le serveur ne connaît plus cette place.</translation>
    </message>
    <message>
        <source>The server refused this turn; the board shows the game as it stands.</source>
        <translation>Le serveur a refusé ce coup ; le plateau montre la partie telle qu’elle est.</translation>
    </message>
    <message>
        <source>The server sent something this version of Djed does not understand.</source>
        <translation>Le serveur a envoyé quelque chose que cette version de Djed ne comprend pas.</translation>
    </message>
    <message>
        <source>This seat cannot be read: %1</source>
        <translation>Cette place est illisible : %1</translation>
    </message>
    <message>
        <source>The game was aborted.</source>
        <translation>La partie a été annulée.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 gagne au temps.</translation>
    </message>
    <message>
        <source>%1 wins: %2 left the game.</source>
        <translation>%1 gagne : %2 a quitté la partie.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1 a abandonné : %2 gagne.</translation>
    </message>
    <message>
        <source>No online game is waiting to be continued.</source>
        <translation>Aucune partie en ligne n’attend d’être reprise.</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 a refusé la nulle.</translation>
    </message>
    <message>
        <source>Your draw offer lapsed with the turn played.</source>
        <translation>Votre proposition de nulle est tombée avec le coup joué.</translation>
    </message>
    <message>
        <source>The server cannot store games now; trying again…</source>
        <translation>Le serveur ne peut pas enregistrer de parties pour l’instant ; nouvel essai en cours…</translation>
    </message>
    <message>
        <source>You have as many open games on this server as it allows: join one, or wait until one is gone.</source>
        <translation>Vous avez autant de parties ouvertes sur ce serveur qu’il en permet : rejoignez-en une, ou attendez qu’une disparaisse.</translation>
    </message>
    <message>
        <source>The server failed on this request; try again.</source>
        <translation>Le serveur n’a pas pu exécuter cette demande ; réessayez.</translation>
    </message>
    <message>
        <source>A chat line may hold only characters that show, up to 300.</source>
        <translation>Une ligne de discussion ne peut contenir que des caractères visibles, 300 au plus.</translation>
    </message>
    <message>
        <source>The game was aborted: %1 did not make a first turn in time.</source>
        <translation>La partie a été annulée : %1 n’a pas joué son premier coup à temps.</translation>
    </message>
    <message>
        <source>%1 aborted the game.</source>
        <translation>%1 a annulé la partie.</translation>
    </message>
</context>
<context>
    <name>djed::gui::ReviewModel</name>
    <message>
        <source>best</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Chance of winning: %1 before, %2 after.</source>
        <translation>Chances de gain : %1 avant, %2 après.</translation>
    </message>
    <message>
        <source>Best: %1 (%2).</source>
        <translation>Le meilleur : %1 (%2).</translation>
    </message>
    <message>
        <source>This turn decided the game.</source>
        <translation>Ce tour a décidé la partie.</translation>
    </message>
    <message>
        <source>Turn %1: %2 — %3.</source>
        <translation>Tour %1 : %2 — %3.</translation>
    </message>
</context>
<context>
    <name>djed::gui::SessionModel</name>
    <message>
        <source>Turn %1: %2 let %3 win at once.</source>
        <translation>Tour %1 : %2 a laissé %3 gagner aussitôt.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Turn %1: after %2, %3 %4.</source>
        <translation>Tour %1 : après %2, %3 %4.</translation>
    </message>
    <message>
        <source>Waiting for an opponent to join.</source>
        <translation>En attente d’un adversaire.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Le début de la partie.</translation>
    </message>
    <message>
        <source>After turn %1 of %2.</source>
        <translation>Après le tour %1 sur %2.</translation>
    </message>
    <message numerus="yes">
        <source>Reconnecting to the server: next try in %n s. The game waits until it is back.</source>
        <translation>
            <numerusform>Reconnexion au serveur : nouvel essai dans %n s. La partie attend son retour.</numerusform>
            <numerusform>Reconnexion au serveur : nouvel essai dans %n s. La partie attend son retour.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reconnecting to the server… The game waits until it is back.</source>
        <translation>Reconnexion au serveur… La partie attend son retour.</translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move with this throw. %2</source>
        <translation>La pièce en %1 n&apos;a aucun coup permis avec ce lancer. %2</translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move from where it stands. %2</source>
        <translation>La pièce en %1 n&apos;a aucun coup permis depuis sa case. %2</translation>
    </message>
</context>
<context>
    <name>djed::gui::TableBuilder</name>
    <message>
        <source>Stopped. The work up to the last checkpoint is kept: the next build goes on from there.</source>
        <translation>Interrompu. Le travail jusqu&apos;à la dernière sauvegarde est gardé : le prochain calcul reprend de là.</translation>
    </message>
    <message>
        <source>Stopped before the first checkpoint (written a minute after the start): the next build starts from the beginning.</source>
        <translation>Interrompu avant le première sauvegarde (écrite une minute après le début) : le prochain calcul repart du début.</translation>
    </message>
</context>
</TS>
