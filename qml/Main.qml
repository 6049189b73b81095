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
        onGameChosen: (gameId, name, variants, sides) => {
            newGame.gameId = gameId;
            newGame.gameName = name;
            newGame.variants = variants;
            newGame.sides = sides;
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
            onBack: window.launcher.close()
        }
    }

    NewGameDialog {
        id: newGame
        levels: window.launcher.levels
        onStartRequested: (gameId, variant, seats) => {
            const error = window.launcher.start(gameId, variant, seats);
            if (error.length > 0) {
                newGame.error = error;
                newGame.open();
            }
        }
    }
}
