import QtQuick
import QtQuick.Controls
import Djed.Models

// The application window. C++ hands over the models and the launcher; QML
// does layout and animation and never decides a rule.
ApplicationWindow {
    id: window

    required property GameListModel games
    required property LoadProblemModel loadProblems
    required property GameLauncher launcher
    required property AppSettings settings
    required property Language language
    required property GameStatistics statistics
    required property LearningProgress progress
    required property OnlineModel online
    property var localHost: null
    property var lanGames: null
    // The online screen is open (under the game screen while a game runs).
    property bool onlineOpen: false
    // The first game screen opens with its rules page (djed --rules).
    property bool rulesOpen: false
    property bool darkTheme: false
    // A picture is being taken (djed --screenshot): nothing moves, so that
    // no piece or die is caught half way.
    property bool still: false
    // A dialog open from the start (djed --dialog NAME).
    property string dialogOpen: ""
    // The game on the screen: the launcher's, kept while the screen closes,
    // so the screen never reads a game that is gone.
    // (The binding gives the first game; it is let go once the window is made.)
    property var shownSession: launcher.session
    Connections {
        target: window.launcher
        function onSessionChanged() { if (window.launcher.session) window.shownSession = window.launcher.session; }
    }

    width: 1280
    height: 720
    minimumWidth: 640
    minimumHeight: 400
    visible: true
    title: launcher.session ? qsTr("Djed — %1").arg(launcher.session.gameName) : qsTr("Djed")
    color: Theme.background
    // The controls (buttons, boxes, dialogs, tooltips) take their colours
    // from the theme through the palette, in light and dark alike.
    Connections {
        target: Theme
        function onDarkChanged() { Theme.paint(window.palette); }
    }

    // F11: full screen and back; Escape also leaves it (when nothing on
    // the screen takes Escape first).
    Shortcut {
        sequence: "F11"
        onActivated: window.visibility = window.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen
    }
    Shortcut {
        sequence: "Escape"
        enabled: window.visibility === Window.FullScreen && !window.launcher.session  // the game screen has its own
        onActivated: window.visibility = Window.Windowed
    }

    // The settings drive the look; --dark forces the dark theme for a run.
    Component.onCompleted: {
        applySettings();
        Theme.paint(window.palette);
        shownSession = launcher.session;  // from now on set only to a game, never to none
        if (dialogOpen === "settings") window.made(settingsDialog).open();
        else if (dialogOpen === "statistics") window.made(statisticsDialog).open();
        else if (dialogOpen === "about") window.made(about).open();
        else if (dialogOpen === "new-game" && window.launcher.session)
            window.chooseNewGame(window.games.card(window.launcher.session.gameId));
    }
    function applySettings() {
        Theme.dark = darkTheme || settings.darkTheme;
        Theme.animationScale = still ? 0 : settings.animationScale;
        Theme.showLegalMoves = settings.showLegalMoves;
    }
    Connections {
        target: window.settings
        function onChanged() { window.applySettings(); }
    }

    // What is still being made after the first frame (the launcher's
    // pictures): a screenshot waits for it.
    readonly property bool settling: launcherPage.visible && !launcherPage.picturesReady
    LauncherPage {
        id: launcherPage
        anchors.fill: parent
        visible: !window.launcher.session && !window.onlineOpen
        games: window.games
        loadProblems: window.loadProblems
        launcher: window.launcher
        settings: window.settings
        language: window.language
        progress: window.progress
        onContinueRequested: window.report(window.launcher.continueGame())
        onSettingsRequested: window.made(settingsDialog).open()
        onOpenRequested: window.made(openDialog).open()
        onGameChosen: card => window.chooseNewGame(card)
        onAboutRequested: window.made(about).open()
        onStatisticsRequested: window.made(statisticsDialog).open()
        onOnlineRequested: window.onlineOpen = true
        onProblem: text => window.report(text)
    }

    Loader {
        anchors.fill: parent
        active: window.onlineOpen && !window.launcher.session
        sourceComponent: OnlinePage {
            online: window.online
            localHost: window.localHost
            lanGames: window.lanGames
            settings: window.settings
            games: window.games
            onBack: window.onlineOpen = false
        }
    }

    Loader {
        anchors.fill: parent
        active: window.launcher.session !== null
        sourceComponent: GamePage {
            session: window.shownSession
            launcher: window.launcher
            glyphFont: window.launcher.glyphFont
            seriesAvailable: window.launcher.canPlayAgain
            playAgainSwapsSides: window.launcher.playAgainSwapsSides
            seriesScore: window.launcher.seriesScore
            hostAddresses: window.localHost && window.localHost.running ? window.localHost.addresses : []
            hostServesPages: window.localHost !== null && window.localHost.servesPages
            rulesAtStart: window.rulesOpen
            onBack: { window.rulesOpen = false; window.launcher.close(); }
            onPlayAgain: window.report(window.launcher.playAgain())
            onSaveRequested: window.made(saveDialog).open()
            onSettingsRequested: window.made(settingsDialog).open()
            confirmResign: window.settings.confirmResign
            onOpenRequested: window.made(openDialog).open()
            onNewGameRequested: window.chooseNewGame(window.games.card(window.launcher.session.gameId))
        }
    }

    // The new-game dialog for a game's card, with the variant and players
    // last chosen for it.
    function chooseNewGame(card) {
        const newGame = window.made(newGameDialog);
        newGame.gameId = card.gameId;
        newGame.gameName = card.name;
        newGame.variants = card.variants;
        newGame.variant = window.settings.variant(card.gameId);
        newGame.sides = card.sides;
        newGame.eitherSideStarts = card.eitherSideStarts;
        newGame.firstSide = card.firstSide;
        newGame.error = "";
        newGame.seats = window.settings.seats(card.gameId);
        newGame.open();
    }

    // The dialogs are made the first time they are needed, so that the
    // first screen comes sooner; once made they stay (a folder, a choice).
    function made(dialog) {
        dialog.active = true;
        return dialog.item;
    }

    function report(error) {
        if (error.length > 0) {
            const notice = window.made(noticeDialog);
            notice.text = error;
            notice.open();
        }
    }

    // Records (.djed): opened from the launcher or the game screen, saved
    // from the game screen. A refusal names the file, line and reason.
    Loader {
        id: openDialog
        active: false
        sourceComponent: RecordFileDialog {
            objectName: "openDialog"
            parent: Overlay.overlay
            title: qsTr("Open a saved game")
            onAccepted: {
                window.made(saveDialog).folder = folder;
                window.report(window.launcher.openRecord(selectedFile));
            }
        }
    }
    Loader {
        id: saveDialog
        active: false
        sourceComponent: RecordFileDialog {
            objectName: "saveDialog"
            parent: Overlay.overlay
            title: qsTr("Save the game")
            saving: true
            onAccepted: {
                window.made(openDialog).folder = folder;
                window.report(window.launcher.saveRecord(selectedFile));
            }
        }
    }
    Loader {
        id: settingsDialog
        active: false
        sourceComponent: SettingsDialog {
            parent: Overlay.overlay
            settings: window.settings
            language: window.language
            levels: window.launcher.levels
        }
    }
    Loader {
        id: statisticsDialog
        active: false
        sourceComponent: StatisticsDialog {
            parent: Overlay.overlay
            statistics: window.statistics
            gameName: id => { const card = window.games.card(id); return card.name ? card.name : id; }
        }
    }
    Loader {
        id: about
        active: false
        sourceComponent: ConfirmDialog {
            objectName: "aboutDialog"
            parent: Overlay.overlay
            title: qsTr("About Djed")
            text: qsTr("Djed %1: board games of ancient Egypt. Ramses and Pharao by Horst Alexander Renz; Seti, a reconstruction of an ancient Egyptian game. Each game is a plugin; new games can be added without changing the app.").arg(Qt.application.version)
            acceptText: qsTr("OK")
            rejectText: ""
        }
    }
    Loader {
        id: noticeDialog
        active: false
        sourceComponent: ConfirmDialog {
            objectName: "noticeDialog"
            parent: Overlay.overlay
            title: qsTr("Djed")
            acceptText: qsTr("OK")
            rejectText: ""
        }
    }

    Loader {
        id: newGameDialog
        active: false
        sourceComponent: NewGameDialog {
            id: newGame
            parent: Overlay.overlay
            levels: window.launcher.levels
            launcher: window.launcher
            onStartRequested: (gameId, variant, seats, first) => {
                window.settings.setSeats(gameId, seats);
                window.settings.setVariant(gameId, variant);
                if (first === newGame.kDrawFirst) {
                    const whoStarts = window.made(whoStartsDialog);
                    whoStarts.request = {gameId: gameId, variant: variant, seats: seats};
                    whoStarts.sides = newGame.sides;
                    whoStarts.open();
                    return;
                }
                window.report(window.launcher.start(gameId, variant, seats, "", first));
            }
        }
    }

    Loader {
        id: whoStartsDialog
        active: false
        sourceComponent: WhoStartsDialog {
            parent: Overlay.overlay
            property var request: null
            draw: () => window.launcher.drawFirstPlayer()
            onDrawn: side => window.report(window.launcher.start(request.gameId, request.variant, request.seats, "", side))
        }
    }
}
