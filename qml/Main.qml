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
    property bool darkTheme: false

    width: 1280
    height: 720
    minimumWidth: 640
    minimumHeight: 400
    visible: true
    title: launcher.session ? qsTr("Djed — %1").arg(launcher.session.gameName) : qsTr("Djed")
    color: Theme.background

    Component.onCompleted: Theme.dark = darkTheme

    LauncherPage {
        anchors.fill: parent
        visible: !window.launcher.session
        games: window.games
        loadProblems: window.loadProblems
        launcher: window.launcher
        onGameChosen: card => {
            newGame.gameId = card.gameId;
            newGame.gameName = card.name;
            newGame.variants = card.variants;
            newGame.sides = card.sides;
            newGame.eitherSideStarts = card.eitherSideStarts;
            newGame.firstSide = card.firstSide;
            newGame.error = "";
            newGame.open();
        }
    }

    Loader {
        anchors.fill: parent
        active: window.launcher.session !== null
        sourceComponent: GamePage {
            session: window.launcher.session
            glyphFont: window.launcher.glyphFont
            seriesAvailable: window.launcher.canPlayAgain
            onBack: window.launcher.close()
            onPlayAgain: window.report(window.launcher.playAgain())
        }
    }

    function report(error) {
        if (error.length > 0) {
            newGame.error = error;
            newGame.open();
        }
    }

    NewGameDialog {
        id: newGame
        levels: window.launcher.levels
        onStartRequested: (gameId, variant, seats, first) => {
            if (first === newGame.kDrawFirst) {
                whoStarts.request = {gameId: gameId, variant: variant, seats: seats};
                whoStarts.sides = newGame.sides;
                whoStarts.open();
                return;
            }
            window.report(window.launcher.start(gameId, variant, seats, "", first));
        }
    }

    WhoStartsDialog {
        id: whoStarts
        property var request: null
        draw: () => window.launcher.drawFirstPlayer()
        onDrawn: side => window.report(window.launcher.start(request.gameId, request.variant, request.seats, "", side))
    }
}
