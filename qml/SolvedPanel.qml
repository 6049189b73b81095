import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The game's solved table on the game screen: the analysis switch once the
// table is read; while it is absent, "Solve …" and the build's progress
// with Cancel; a refused table in one line. Hidden for games that cannot be
// solved.
ColumnLayout {
    id: panel

    required property SessionModel session
    // The launcher's TableBuilder (null: no building from here).
    property var builder: null
    signal buildRequested()

    readonly property bool building: builder !== null && builder.running && builder.gameId === session.gameId
    // Online, only once the game is over: while it is live it would help one player.
    // Off where the screen has no use for it (a lesson, a puzzle).
    property bool wanted: true
    visible: wanted && session.solvable && !(session.online && !session.over)
    spacing: 4

    Switch {
        objectName: "analysisSwitch"
        visible: panel.session.tableLoaded
        text: qsTr("Analysis")
        checked: panel.session.analysis
        onToggled: panel.session.analysis = checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Mark every choice with its exact value: green wins, red loses, in so many turns")
        Accessible.name: text
    }
    Label {
        objectName: "tableLoading"
        visible: panel.session.tableLoading
        text: qsTr("Reading the solved table…")
        color: Theme.mutedText
    }
    Label {
        objectName: "tableProblem"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.session.tableProblem
        color: Theme.danger
        wrapMode: Text.WordWrap
    }
    Button {
        objectName: "solveButton"
        Layout.fillWidth: true
        visible: !panel.session.tableLoaded && !panel.session.tableLoading && !panel.building && panel.builder !== null
        enabled: !panel.builder || !panel.builder.running
        text: qsTr("Solve %1…").arg(panel.session.gameName)
        ToolTip.visible: hovered
        ToolTip.text: panel.builder && panel.builder.running
                      ? qsTr("Another game is being solved.")
                      : qsTr("Work out the exact value of every position, for perfect play, exact hints and the analysis")
        Accessible.name: text
        onClicked: panel.buildRequested()
    }
    ProgressBar {
        objectName: "solveProgress"
        Layout.fillWidth: true
        visible: panel.building
        from: 0
        to: 1
        value: panel.builder ? panel.builder.progress : 0
    }
    RowLayout {
        Layout.fillWidth: true
        visible: panel.building
        Label {
            objectName: "solveProgressText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            readonly property int remaining: panel.builder ? panel.builder.secondsLeft : -1
            readonly property int percent: Math.floor((panel.builder ? panel.builder.progress : 0) * 100)
            // The stage, what a Cancel would keep, and the time left.
            text: (panel.builder && panel.builder.counting ? qsTr("Counting the positions: %1%").arg(percent)
                                                             : qsTr("Solving: %1%").arg(percent))
                  + (remaining < 0 ? "" : remaining < 60 ? qsTr(", less than a minute left")
                                                : qsTr(", about %n minute(s) left", "", Math.ceil(remaining / 60)))
                  + "\n" + panel.keptText
        }
        Button {
            objectName: "solveCancel"
            text: qsTr("Cancel")
            Accessible.name: qsTr("Stop solving")
            onClicked: stopQuestion.open()
        }
    }
    // What a stop keeps, said before it is done.
    readonly property string keptText: !builder || builder.keptAt.length === 0
        ? qsTr("Nothing is kept yet: the work is first kept a minute after the start.")
        : qsTr("The work up to %1 is kept; it is kept again every minute.").arg(builder.keptAt)
    ConfirmDialog {
        id: stopQuestion
        objectName: "solveStopQuestion"
        parent: Overlay.overlay
        title: qsTr("Stop solving %1?").arg(panel.session.gameName)
        text: panel.keptText + " " + qsTr("A new solve goes on from what is kept.")
        acceptText: qsTr("Stop")
        rejectText: qsTr("Go on solving")
        onAccepted: panel.builder.cancel()
    }
    // The end of a solve, said.
    Label {
        objectName: "solvedNote"
        Layout.fillWidth: true
        visible: panel.builder !== null && !panel.building && panel.builder.solvedGameId === panel.session.gameId
                 && panel.session.tableLoaded
        text: qsTr("%1 is solved: the analysis shows the exact value of every choice, and \"perfect\" plays without a mistake.")
              .arg(panel.session.gameName)
        color: Theme.mutedText
        wrapMode: Text.WordWrap
    }
    Label {
        objectName: "solveProblem"
        Layout.fillWidth: true
        visible: panel.builder !== null && !panel.builder.running && panel.builder.gameId === panel.session.gameId
                 && panel.builder.problem.length > 0 && !panel.session.tableLoaded
        text: panel.builder ? panel.builder.problem : ""
        color: Theme.mutedText
        wrapMode: Text.WordWrap
    }
}
