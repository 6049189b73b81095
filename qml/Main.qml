import QtQuick
import QtQuick.Controls
import Djed.Models

// The application window. C++ hands over the models; QML does the rest.
ApplicationWindow {
    id: window

    required property GameListModel games
    required property LoadProblemModel loadProblems

    width: 1280
    height: 720
    minimumWidth: 640
    minimumHeight: 400
    visible: true
    title: qsTr("Djed")
    color: Theme.background

    LauncherPage {
        anchors.fill: parent
        games: window.games
        loadProblems: window.loadProblems
    }
}
