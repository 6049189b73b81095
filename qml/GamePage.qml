import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The game screen: the shared board view and a panel with the players, the
// status line, the dice, the actions that need no destination, the turns
// played and the player's tools (undo, redo, hint, save, open, resign, draw).
Item {
    id: page

    required property SessionModel session
    property string glyphFont: ""
    // Makes the rules page's board diagrams (GameLauncher::diagram); without
    // it the page shows its text alone.
    property var launcher: null
    // Whether "play again" can start the next game of a series.
    property bool seriesAvailable: true
    // The series so far: [first side's wins, second side's, draws].
    property var seriesScore: [0, 0, 0]
    signal back()
    signal playAgain()
    signal saveRequested()
    signal openRequested()
    signal settingsRequested()
    // Whether resigning asks first (a setting).
    property bool confirmResign: true

    // The game-over dialog opens when the game ends on this screen (not for
    // a finished game opened from a file).
    readonly property bool over: session.over
    property bool shown: false
    // The board takes the keyboard at once, its cursor on a piece to move.
    Component.onCompleted: {
        shown = true;
        board.forceActiveFocus();
        board.cursorToFirstSelectable();
    }
    onOverChanged: if (over && shown && page.visible) gameOver.open()

    function leave() {
        if (page.session.over) page.back();
        else leaveDialog.open();
    }

    Shortcut { sequences: [StandardKey.Undo]; enabled: page.session.canUndo; onActivated: page.session.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: page.session.canRedo; onActivated: page.session.redo() }
    Shortcut { sequence: "H"; enabled: page.session.canHint; onActivated: page.session.hint() }
    Shortcut { sequences: [StandardKey.Save]; onActivated: page.saveRequested() }
    Shortcut { sequences: [StandardKey.Open]; onActivated: page.openRequested() }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        BoardView {
            id: board
            objectName: "boardView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            session: page.session
            glyphFont: page.glyphFont
            interactive: page.session.humanToAct && page.session.reviewTurn < 0
            focus: true
        }

        // The panel: its column fills the height when everything fits (the
        // list of turns takes what is left) and scrolls when it does not, so
        // nothing is ever drawn over anything else.
        Flickable {
            id: panel
            objectName: "sidePanel"
            Layout.preferredWidth: Math.max(260, page.width * 0.24)
            Layout.maximumWidth: 420
            Layout.fillHeight: true
            contentWidth: width
            contentHeight: column.height
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            readonly property bool scrolls: column.implicitHeight > panel.height + 1
            ScrollBar.vertical: ScrollBar { id: panelBar; policy: panel.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: column
            width: panel.width - (panel.scrolls ? panelBar.width + 4 : 0)
            height: Math.max(implicitHeight, panel.height)
            spacing: Theme.spacing - 2

            // The title may wrap: a holder whose height follows the wrapped
            // text keeps the layout from placing the next row over it.
            Item {
                Layout.fillWidth: true
                implicitHeight: title.implicitHeight
                Label {
                    id: title
                    objectName: "gameTitle"
                    width: parent.width
                    text: page.session.gameName
                    font.pixelSize: Theme.headingSize
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
            }
            Repeater {
                model: page.session.sides
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    spacing: 8
                    Rectangle {
                        width: 18; height: 18; radius: 9
                        color: modelData.colour
                        border.color: Theme.pieceOutline
                        border.width: page.session.sideToMove === index ? 3 : 1
                    }
                    Label {
                        text: modelData.name + " — " + (modelData.player === "human" ? qsTr("human") : qsTr("computer (%1)").arg(Theme.levelName(modelData.player)))
                        color: Theme.text
                        font.bold: page.session.sideToMove === index
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                implicitHeight: statusText.implicitHeight + 16
                radius: Theme.radius
                color: Theme.surface
                border.color: page.session.over ? Theme.accent : Theme.surfaceBorder
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    BusyIndicator {
                        visible: page.session.thinking
                        running: visible
                        Layout.preferredWidth: 28
                        Layout.preferredHeight: 28
                        Accessible.name: qsTr("The computer is thinking")
                    }
                    Label {
                        id: statusText
                        objectName: "statusLine"
                        Layout.fillWidth: true
                        text: page.session.status
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.bodySize + 1
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }

            Label {
                objectName: "captureNote"
                Layout.fillWidth: true
                visible: text.length > 0 && page.session.reviewTurn < 0
                text: page.session.lastCapture
                color: Theme.danger
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            DicePanel {
                visible: page.session.dice.length > 0
                dice: page.session.dice
            }
            Button {
                objectName: "throwButton"
                visible: page.session.humanThrows
                text: qsTr("Throw the dice")
                Accessible.name: text
                onClicked: page.session.throwDice()
            }
            Repeater {
                model: page.session.buttons
                delegate: Button {
                    required property var modelData
                    required property int index
                    objectName: "actionButton_" + index
                    Layout.fillWidth: true
                    // With the analysis on, the exact value of the action.
                    text: modelData.value.length > 0 ? qsTr("%1 (%2)").arg(modelData.text).arg(modelData.value) : modelData.text
                    Accessible.name: text
                    onClicked: page.session.pressButton(index)
                }
            }
            Repeater {
                model: page.session.reserves
                delegate: Button {
                    required property var modelData
                    required property int index
                    objectName: "reserveButton_" + index
                    Layout.fillWidth: true
                    text: qsTr("%1: %2").arg(page.session.sides[index].name).arg(modelData.label)
                    checkable: false
                    highlighted: page.session.reserveSelected && page.session.sideToMove === index
                    enabled: page.session.humanToAct && page.session.sideToMove === index && modelData.count > 0
                    Accessible.name: text
                    onClicked: page.session.clickReserve(index)
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                Button {
                    objectName: "undoButton"
                    Layout.fillWidth: true
                    text: qsTr("Undo")
                    enabled: page.session.canUndo
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Take back your last turn (Ctrl+Z)")
                    Accessible.name: text
                    onClicked: page.session.undo()
                }
                Button {
                    objectName: "redoButton"
                    Layout.fillWidth: true
                    text: qsTr("Redo")
                    enabled: page.session.canRedo
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Play again what was taken back (Ctrl+Shift+Z)")
                    Accessible.name: text
                    onClicked: page.session.redo()
                }
                Button {
                    objectName: "hintButton"
                    Layout.fillWidth: true
                    text: page.session.hinting ? qsTr("Thinking…") : qsTr("Hint")
                    enabled: page.session.canHint
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Show a good turn on the board without playing it (H)")
                    Accessible.name: qsTr("Hint")
                    onClicked: page.session.hint()
                }
            }
            Label {
                objectName: "hintText"
                Layout.fillWidth: true
                visible: page.session.hintText.length > 0
                text: qsTr("Hint: %1").arg(page.session.hintText)
                color: Theme.hint
                wrapMode: Text.WordWrap
            }

            SolvedPanel {
                Layout.fillWidth: true
                session: page.session
                builder: page.launcher ? page.launcher.tableBuilder : null
                onBuildRequested: solveDialog.open()
            }

            HistoryPanel {
                Layout.fillWidth: true
                Layout.fillHeight: true
                session: page.session
            }

            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 6
                rowSpacing: 6
                Button {
                    objectName: "saveButton"
                    Layout.fillWidth: true
                    text: qsTr("Save…")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Save the game to a file (Ctrl+S)")
                    Accessible.name: qsTr("Save the game")
                    onClicked: page.saveRequested()
                }
                Button {
                    objectName: "openButton"
                    Layout.fillWidth: true
                    text: qsTr("Open…")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Open a saved game (Ctrl+O)")
                    Accessible.name: qsTr("Open a saved game")
                    onClicked: page.openRequested()
                }
                Button {
                    objectName: "resignButton"
                    Layout.fillWidth: true
                    Layout.columnSpan: page.session.drawsAllowed ? 1 : 2
                    visible: !page.session.over
                    text: qsTr("Resign")
                    enabled: page.session.canResign
                    Accessible.name: text
                    onClicked: page.confirmResign ? resignDialog.open() : page.session.resign()
                }
                Button {
                    objectName: "drawButton"
                    Layout.fillWidth: true
                    visible: !page.session.over && page.session.drawsAllowed
                    text: qsTr("Offer a draw")
                    enabled: page.session.canOfferDraw
                    Accessible.name: text
                    onClicked: {
                        if (!page.session.offerDraw() && !page.session.drawOffered && !page.session.over)
                            declined.open();
                    }
                }
                Button {
                    objectName: "playAgainButton"
                    Layout.fillWidth: true
                    Layout.columnSpan: 2
                    visible: page.session.over && page.seriesAvailable
                    text: qsTr("Play again (the other side starts)")
                    Accessible.name: text
                    onClicked: page.playAgain()
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                Button {
                    objectName: "rulesButton"
                    Layout.fillWidth: true
                    visible: page.session.rulesText.length > 0
                    text: qsTr("Rules")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Rules of %1").arg(page.session.gameName)
                    Accessible.name: qsTr("Rules of %1").arg(page.session.gameName)
                    onClicked: rules.open()
                }
                Button {
                    objectName: "settingsButton"
                    Layout.fillWidth: true
                    text: qsTr("Settings")
                    Accessible.name: text
                    onClicked: page.settingsRequested()
                }
                Button {
                    objectName: "backButton"
                    Layout.fillWidth: true
                    text: qsTr("Games")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Back to the games")
                    Accessible.name: qsTr("Back to the games")
                    onClicked: page.leave()
                }
            }
        }
        }
    }

    GameOverDialog {
        id: gameOver
        parent: page
        resultText: page.session.status
        lostText: page.session.lostTurnText
        canPlayAgain: page.seriesAvailable
        scoreText: page.session.sides.length === 2 && page.seriesScore[0] + page.seriesScore[1] + page.seriesScore[2] > 0
                   ? qsTr("Series: %1 %2 – %3 %4").arg(page.session.sides[0].name).arg(page.seriesScore[0])
                         .arg(page.session.sides[1].name).arg(page.seriesScore[1])
                     + (page.seriesScore[2] > 0 ? qsTr(", %n draw(s)", "", page.seriesScore[2]) : "")
                   : ""
        onPlayAgain: page.playAgain()
        onSave: page.saveRequested()
        onReview: page.session.review(0)
    }

    ConfirmDialog {
        id: solveDialog
        objectName: "solveDialog"
        parent: page
        title: qsTr("Solve %1?").arg(page.session.gameName)
        text: qsTr("Djed works out the exact value of every position of %1. This takes several minutes and about 1.5 GB of memory; you can play on meanwhile. Once done, the computer can play perfectly, hints are exact and the analysis shows the value of every choice. Stopped, a later build goes on from where it stopped.").arg(page.session.gameName)
        acceptText: qsTr("Solve")
        rejectText: qsTr("Not now")
        onAccepted: page.launcher.buildTable()
    }
    ConfirmDialog {
        id: resignDialog
        objectName: "resignDialog"
        parent: page
        title: qsTr("Resign?")
        text: qsTr("Give up this game? The other side wins.")
        acceptText: qsTr("Resign")
        rejectText: qsTr("Play on")
        onAccepted: page.session.resign()
    }
    ConfirmDialog {
        id: declined
        objectName: "drawDeclinedDialog"
        parent: page
        title: qsTr("Draw declined")
        text: qsTr("The computer plays on: it sees better chances for itself.")
        acceptText: qsTr("OK")
        rejectText: ""
    }
    ConfirmDialog {
        id: drawAnswer
        objectName: "drawAnswerDialog"
        parent: page
        visible: page.session.drawOffered
        title: qsTr("A draw is offered")
        text: page.session.sideToMove >= 0 && page.session.sides.length === 2
              ? qsTr("%1 offers a draw. Does %2 accept?").arg(page.session.sides[page.session.sideToMove].name)
                    .arg(page.session.sides[1 - page.session.sideToMove].name)
              : ""
        acceptText: qsTr("Accept the draw")
        rejectText: qsTr("Play on")
        onAccepted: page.session.answerDraw(true)
        onRejected: page.session.answerDraw(false)
    }
    ConfirmDialog {
        id: leaveDialog
        objectName: "leaveDialog"
        parent: page
        title: qsTr("Leave the game?")
        text: qsTr("The game is kept: continue it from the games screen.")
        acceptText: qsTr("Leave")
        rejectText: qsTr("Stay")
        onAccepted: page.back()
    }

    // The rules page the plugin ships, over the board.
    Popup {
        id: rules
        objectName: "rulesPopup"
        parent: page
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.spacing, 760)
        height: page.height - 2 * Theme.spacing
        modal: true
        focus: true  // takes the keyboard: Escape closes it
        padding: Theme.spacing
        background: Rectangle {
            color: Theme.surface
            border.color: Theme.surfaceBorder
            radius: Theme.radius
        }
        contentItem: ColumnLayout {
            spacing: Theme.spacing
            ScrollView {
                id: rulesScroll
                objectName: "rulesScroll"
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true
                // The page's text with its board diagrams between, drawn by the
                // same board view as the game.
                ColumnLayout {
                    objectName: "rulesColumn"
                    width: rulesScroll.availableWidth
                    spacing: Theme.spacing
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Rules of %1").arg(page.session.gameName)
                    Repeater {
                        model: rules.opened ? page.session.rulesSections : []
                        delegate: Loader {
                            id: section
                            required property var modelData
                            required property int index
                            readonly property var diagramSession: modelData.kind === "board" && page.launcher
                                ? page.launcher.diagram(page.session.gameId, modelData.variant, modelData.position,
                                                        modelData.marks)
                                : null
                            Layout.fillWidth: true
                            sourceComponent: modelData.kind !== "board" ? textComponent
                                             : diagramSession ? diagramComponent : null
                        }
                    }
                }
                Component {
                    id: textComponent
                    Text {
                        objectName: "rulesText_" + parent.index
                        text: parent.modelData.text
                        textFormat: Text.MarkdownText
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.bodySize
                    }
                }
                Component {
                    id: diagramComponent
                    BoardView {
                        objectName: "rulesDiagram_" + parent.index
                        session: parent.diagramSession
                        glyphFont: page.glyphFont
                        interactive: false
                        activeFocusOnTab: false
                        // A tall board (Seti) lies across the page, as on its card.
                        across: tall
                        implicitHeight: Math.min(rulesScroll.availableWidth * shownRows / shownCols,
                                                 rulesScroll.height * 0.6)
                    }
                }
            }
            Button {
                Layout.alignment: Qt.AlignRight
                text: qsTr("Close")
                Accessible.name: qsTr("Close the rules")
                onClicked: rules.close()
            }
        }
    }
}
