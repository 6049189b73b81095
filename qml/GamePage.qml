import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The game screen: the shared board view and a panel with the players, the
// status line, the dice, the actions that need no destination, the turns
// played and the player's tools (undo, redo, hint, save, open, resign, draw).
Item {
    id: page

    // The window's colour, also in a picture of the page alone.
    Rectangle { anchors.fill: parent; color: Theme.background; z: -1 }

    required property SessionModel session
    property string glyphFont: ""
    // Makes the rules page's board diagrams (GameLauncher::diagram); without
    // it the page shows its text alone.
    property var launcher: null
    // Whether "play again" can start the next game of a series.
    property bool seriesAvailable: true
    // Whether the next game swaps the players' sides (the rules fix who
    // starts) rather than letting the other side start.
    property bool playAgainSwapsSides: false
    // The series so far: [first side's wins, second side's, draws].
    property var seriesScore: [0, 0, 0]
    signal back()
    signal playAgain()
    signal saveRequested()
    signal openRequested()
    signal settingsRequested()
    signal newGameRequested()
    // Whether resigning asks first (a setting).
    property bool confirmResign: true
    // Open the rules page as soon as the screen is there.
    property bool rulesAtStart: false
    // Where others reach a game hosted on this computer (LocalHost), else empty.
    property var hostAddresses: []
    property bool hostServesPages: false  // and whether it serves the browser's page
    readonly property bool onlineLive: session.online !== null && !session.over
    // A lesson or a puzzle: the coach's panel takes the turns' place.
    readonly property var coach: launcher ? launcher.coach : null
    readonly property bool coached: coach !== null && coach.active
    // A lesson's task or a puzzle: one player for both sides, no record kept.
    readonly property bool coachedTask: coached && !coach.isGame

    // The game-over dialog opens when the game ends on this screen (not for
    // a finished game opened from a file).
    readonly property bool over: session.over
    property bool shown: false
    // The board takes the keyboard at once, its cursor on a piece to move.
    Component.onCompleted: {
        shown = true;
        board.forceActiveFocus();
        board.cursorToFirstSelectable();
        if (rulesAtStart) rules.open();
    }
    onOverChanged: if (over && shown && page.visible && !coached) gameOver.open()

    // Asks first only when there is a game to lose track of.
    function leave() {
        if (page.coachedTask || page.session.over || !page.session.anythingPlayed || (page.session.online && page.session.online.side < 0))
            page.back();
        else leaveDialog.open();
    }
    // Escape steps back: out of the review, then lets go of a piece, then
    // out of full screen.
    function stepBack() {
        if (page.session.review.turn >= 0) page.session.review.end();
        else if (!page.session.deselect() && Window.window && Window.window.visibility === Window.FullScreen)
            Window.window.visibility = Window.Windowed;
        board.forceActiveFocus();
    }

    Shortcut { sequences: [StandardKey.Undo]; enabled: page.session.canUndo && !page.coachedTask; onActivated: page.session.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: page.session.canRedo && !page.coachedTask; onActivated: page.session.redo() }
    Shortcut {
        sequence: "H"
        enabled: page.coachedTask ? page.session.humanToAct : page.session.canHint
        onActivated: page.coachedTask ? page.coach.showHint() : page.session.hint()
    }
    Shortcut { sequences: [StandardKey.Save]; onActivated: page.saveRequested() }
    Shortcut { sequences: [StandardKey.Open]; enabled: !page.onlineLive; onActivated: page.openRequested() }
    Shortcut { sequences: [StandardKey.New]; onActivated: page.newGameRequested() }
    Shortcut { sequence: "F1"; enabled: page.session.rulesText.length > 0; onActivated: rules.open() }
    Shortcut { sequence: "T"; enabled: page.session.humanThrows; onActivated: page.session.throwDice() }
    Shortcut { sequence: "Escape"; onActivated: page.stepBack() }

    // Where the panel goes: beside the board, or below it where that gives
    // the board larger squares. A board taller than
    // wide (Seti) lies across wherever that makes its squares larger.
    readonly property real margin: Theme.spacing
    readonly property real sideWidth: Math.min(420, Math.max(260, width * 0.24))
    // Below the board, the panel's height: at least what its second column
    // needs (a few turns and the four button rows under them). A constant,
    // not the rows' height: a row coming or going moves no square.
    readonly property real belowHeight: Math.max(330, Math.round(height * 0.42))
    // The size of the board's squares in a w x h area, upright or across.
    function squareIn(w, h, across) {
        const bw = Math.max(1, session.board.boardWidth), bh = Math.max(1, session.board.boardHeight);
        return across ? Math.min(w / bh, h / bw) : Math.min(w / bw, h / bh);
    }
    // Only a board taller than wide lies across (Seti): a wide one is read as drawn.
    readonly property bool mayLieAcross: session.board.mayTurn && session.board.boardHeight > session.board.boardWidth
    function bestSquareIn(w, h) { return Math.max(squareIn(w, h, false), mayLieAcross ? squareIn(w, h, true) : 0); }
    // The height the board draws across a width w with room to spare
    // (a board taller than wide lies across then).
    function drawnHeightAt(w) {
        const bw = Math.max(1, session.board.boardWidth), bh = Math.max(1, session.board.boardHeight);
        return mayLieAcross ? w / bh * bw : w / bw * bh;
    }
    // Below wherever that gives larger squares: a tall window, and a board
    // much wider than high (Pharao, Ramses) in a short one, 800x600 included.
    readonly property bool panelBelow: bestSquareIn(width - 2 * margin, height - belowHeight - 3 * margin)
                                       > bestSquareIn(width - sideWidth - 3 * margin, height - 2 * margin)

    BoardView {
        id: board
        objectName: "boardView"
        x: page.margin
        y: page.margin
        width: page.panelBelow ? page.width - 2 * page.margin : page.width - page.sideWidth - 3 * page.margin
        // Below it, the panel takes what the board does not draw on.
        height: page.panelBelow ? Math.min(page.height - page.belowHeight - 3 * page.margin, page.drawnHeightAt(width))
                                : page.height - 2 * page.margin
        across: page.mayLieAcross && page.squareIn(width, height, true) > page.squareIn(width, height, false)
        session: page.session
        glyphFont: page.glyphFont
        // A task done is done: the board waits for Again or Next.
        interactive: page.session.humanToAct && page.session.review.turn < 0 && !(page.coachedTask && page.coach.solved)
        focus: true
    }
    // Online with the connection down: the board is veiled, and says why
    // clicks do nothing (the status line says so too).
    Rectangle {
        objectName: "boardVeil"
        x: board.x
        y: board.y
        width: board.width
        height: board.height
        visible: page.onlineLive && page.session.online.started
                 && page.session.online.connection !== OnlineModel.Online
        color: Theme.background
        opacity: 0.72
        radius: Theme.radius
        Label {
            anchors.centerIn: parent
            width: parent.width - 32
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Waiting for the server…")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.text
        }
        // Clicks stop here: nothing under the veil can be played.
        MouseArea { anchors.fill: parent; hoverEnabled: true }
    }

    // The panel: the game's state and choices at the top (they scroll when
    // they do not fit), the turns played, and the player's tools at the
    // bottom, always in view. Below the board it has two columns.
    GridLayout {
        id: panel
        objectName: "sidePanel"
        x: page.panelBelow ? page.margin : board.x + board.width + page.margin
        y: page.panelBelow ? board.y + board.height + page.margin : page.margin
        width: page.panelBelow ? page.width - 2 * page.margin : page.sideWidth
        height: page.panelBelow ? page.height - board.height - 3 * page.margin : page.height - 2 * page.margin
        columnSpacing: page.margin
        rowSpacing: Theme.spacing - 2
        readonly property real columnWidth: page.panelBelow ? (width - columnSpacing) / 2 : width
        // The controls first (the status, the dice and the throw, the game's
        // own buttons: what a player acts with), the turns keep a few lines
        // (and a review's progress) and take what is left.
        readonly property real controlsRoom: page.panelBelow ? height
            : height - bottomRows.implicitHeight - 2 * rowSpacing
              - (page.coached ? coachPanel.neededHeight : Math.min(history.implicitHeight, 100 + history.reviewHeight))

        Flickable {
            id: controls
            objectName: "panelControls"
            Layout.row: 0
            Layout.column: 0
            Layout.rowSpan: page.panelBelow ? 2 : 1
            Layout.preferredWidth: panel.columnWidth
            Layout.fillWidth: true
            Layout.fillHeight: page.panelBelow
            Layout.preferredHeight: Math.min(column.implicitHeight, Math.max(120, panel.controlsRoom))
            contentWidth: width
            contentHeight: column.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            readonly property bool scrolls: column.implicitHeight > height + 1
            ScrollBar.vertical: ScrollBar { id: panelBar; policy: controls.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: column
            width: controls.width - (controls.scrolls ? panelBar.width + 4 : 0)
            spacing: Theme.spacing - 2

            // The title may wrap: a holder whose height follows the wrapped
            // text keeps the layout from placing the next row over it.
            Item {
                Layout.fillWidth: true
                // Below a short board the window's title names the game: the
                // room goes to what a player acts with.
                visible: !page.panelBelow || page.height >= 900
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
            // Who plays: not in a lesson's task or a puzzle, where one player
            // moves for both sides and the coach says whose turn it is.
            Repeater {
                model: page.coachedTask ? [] : page.session.sides
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    Layout.fillWidth: true
                    spacing: 8
                    Rectangle {
                        width: 18; height: 18; radius: 9
                        color: modelData.colour
                        border.color: Theme.pieceOutline
                        border.width: page.session.sideToMove === index ? 3 : 1
                    }
                    Label {
                        Layout.fillWidth: true
                        text: modelData.name + " — " + (page.session.online ? (modelData.online.length === 0 ? qsTr("nobody yet")
                                                                               : modelData.you ? qsTr("%1 (you)").arg(modelData.online)
                                                                               : modelData.online)
                                                         : modelData.remote.length > 0 ? qsTr("%1, playing elsewhere").arg(modelData.remote)
                                                         : modelData.player === "human" ? qsTr("human")
                                                         : qsTr("computer (%1)").arg(Theme.levelName(modelData.player)))
                        // One line: a wrapped height measured before the row's
                        // width is known would stay and let the rows overlap.
                        elide: Text.ElideRight
                        ToolTip.visible: truncated && sideHover.hovered
                        ToolTip.text: text
                        HoverHandler { id: sideHover }
                        color: Theme.text
                        font.bold: page.session.sideToMove === index
                    }
                    // Always there, shown only online with a clock: a Loader coming
                    // late would leave the row's height as it was without it.
                    OnlineClock {
                        visible: online !== null && online.timeControl.length > 0 && online.timeControl !== "untimed"
                        online: page.session.online
                        side: index
                        clockPhrase: modelData.phrases.clock
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                // Two lines at least, so that a status of one line after one
                // of two moves nothing below it.
                implicitHeight: Math.max(statusText.implicitHeight, 2 * statusMetrics.height) + 16
                FontMetrics {
                    id: statusMetrics
                    font: statusText.font
                }
                radius: Theme.radius
                color: Theme.surface
                border.color: page.session.over ? Theme.accent : Theme.surfaceBorder
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    ThinkingSpinner {
                        objectName: "thinkingSpinner"
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
                        // A task solved (at times at half a turn) asks for nothing more.
                        text: page.session.online && page.session.online.endText.length > 0 ? page.session.online.endText
                            : page.coachedTask && page.coach.solved ? qsTr("Solved. Next goes on; Again tries it once more.")
                            : page.session.status
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.bodySize + 1
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }

            // Online: what matters now (the connection, an offer to answer,
            // a first turn awaited), right under the status, always in view.
            Loader {
                Layout.fillWidth: true
                active: page.session.online !== null
                visible: active && item !== null && item.shown
                sourceComponent: OnlineSituation { online: page.session.online }
            }

            Label {
                objectName: "clickNotice"
                Layout.fillWidth: true
                visible: text.length > 0
                text: page.session.clickNotice
                color: Theme.mutedText
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Label {
                objectName: "captureNote"
                Layout.fillWidth: true
                visible: text.length > 0 && page.session.review.turn < 0
                text: page.session.lastCapture
                color: Theme.danger
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            // A game with dice keeps one slot for them: whose throw it was,
            // the dice and the throw button hold their places whether or not
            // there is a throw to show or to make, so nothing moves under
            // the pointer (the button is greyed while the throw is not yours).
            Label {
                objectName: "lastThrowLabel"
                readonly property bool shown: page.session.lastThrowSide >= 0 && page.session.dice.length > 0
                visible: page.session.usesDice
                opacity: shown ? 1 : 0
                text: shown ? page.session.sides[page.session.lastThrowSide].phrases.lastThrow : " "
                color: Theme.mutedText
                font.pixelSize: Theme.bodySize - 1
            }
            // The dice and, beside them, the throw: one row.
            RowLayout {
                Layout.fillWidth: true
                visible: page.session.usesDice
                spacing: Theme.spacing
                DicePanel {
                    objectName: "dicePanel"
                    // The height of a die and its name, thrown or not, and
                    // the width of two.
                    Layout.minimumHeight: 74
                    Layout.minimumWidth: 2 * 52 + Theme.spacing
                    dice: page.session.dice
                    // A throw already played is shown faded, without the throw.
                    past: page.session.lastThrowSide >= 0
                }
                PanelButton {
                    objectName: "throwButton"
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignVCenter
                    enabled: page.session.humanThrows
                    text: page.session.throwLabel.length > 0 ? page.session.throwLabel : qsTr("Throw the dice")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("%1 (T, or Space on the board)").arg(text)
                    Accessible.name: text
                    onClicked: page.session.throwDice()
                }
            }
            // The reserves first: they are there all game, and the rows that
            // come and go (take back a ship, and the like) come below them.
            Repeater {
                model: page.session.reserves
                delegate: PanelButton {
                    required property var modelData
                    required property int index
                    objectName: "reserveButton_" + index
                    Layout.fillWidth: true
                    text: page.session.sides[index].phrases.reserve.arg(modelData.label)
                    checkable: false
                    highlighted: page.session.reserveSelected && page.session.sideToMove === index
                    enabled: page.session.humanToAct && page.session.sideToMove === index && modelData.count > 0
                    Accessible.name: text
                    onClicked: page.session.clickReserve(index)
                }
            }
            Repeater {
                model: page.session.buttons
                delegate: PanelButton {
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
            Label {
                objectName: "hintText"
                Layout.fillWidth: true
                visible: page.session.hintText.length > 0
                text: qsTr("Hint: %1").arg(page.session.hintText)
                color: Theme.hint
                wrapMode: Text.WordWrap
            }

            // Made only for an online game: the panel reads its OnlineModel
            // everywhere.
            Loader {
                Layout.fillWidth: true
                active: page.session.online !== null
                visible: active
                sourceComponent: OnlinePanel {
                    objectName: "onlinePanel"
                    online: page.session.online
                    session: page.session
                    // Where the panel is short, the chat starts folded.
                    chatShown: page.height >= 760
                    hostAddresses: page.hostAddresses
                    hostServesPages: page.hostServesPages
                }
            }

            SolvedPanel {
                objectName: "solvedPanel"
                wanted: !page.coachedTask
                Layout.fillWidth: true
                session: page.session
                builder: page.launcher ? page.launcher.tableBuilder : null
                onBuildRequested: solveDialog.open()
            }
        }
        }

        // Made only for a lesson or a puzzle: it reads its coach everywhere.
        Loader {
            id: coachPanel
            active: page.coached
            visible: active
            readonly property real neededHeight: item ? item.neededHeight : 0
            Layout.row: page.panelBelow ? 0 : 1
            Layout.column: page.panelBelow ? 1 : 0
            Layout.preferredWidth: panel.columnWidth
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Math.min(implicitHeight, 260)
            sourceComponent: CoachPanel {
                objectName: "coachPanel"
                coach: page.coach
                launcher: page.launcher
                compact: page.height < 700
                onProblem: text => { problemDialog.text = text; problemDialog.open(); }
            }
        }

        HistoryPanel {
            id: history
            visible: !page.coached
            Layout.row: page.panelBelow ? 0 : 1
            Layout.column: page.panelBelow ? 1 : 0
            Layout.preferredWidth: panel.columnWidth
            Layout.fillWidth: true
            Layout.fillHeight: true
            session: page.session
            // Short where the panel is: a short window, or below the board.
            compact: page.height < 700 || (page.panelBelow && panel.height < 480)
            graphHeight: Math.min(160, Math.max(84, page.height * 0.12))
        }

        ColumnLayout {
            id: bottomRows
            objectName: "panelBottom"
            Layout.row: page.panelBelow ? 1 : 2
            Layout.column: page.panelBelow ? 1 : 0
            Layout.preferredWidth: panel.columnWidth
            Layout.fillWidth: true
            spacing: Theme.spacing - 2
            // While a past turn is shown, the row of undo, redo and hint
            // walks the review instead: in the same place, nothing moves.
            RowLayout {
                id: reviewRow
                objectName: "reviewRow"
                Layout.fillWidth: true
                // Back to the game as wide as the two steps together.
                readonly property real quarter: Math.floor((bottomRows.width - 2 * spacing) / 4)
                visible: !page.coachedTask && page.session.review.turn >= 0
                spacing: 6
                PanelButton {
                    objectName: "reviewPrevious"
                    Layout.preferredWidth: reviewRow.quarter
                    Layout.maximumWidth: reviewRow.quarter
                    text: qsTr("Previous")
                    enabled: page.session.review.turn > 0
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The turn before (Left arrow)")
                    Accessible.name: text
                    onClicked: page.session.review.step(-1)
                }
                Button {
                    objectName: "backToGameButton"
                    Layout.preferredWidth: 2 * reviewRow.quarter
                    Layout.maximumWidth: 2 * reviewRow.quarter
                    focusPolicy: Qt.TabFocus
                    highlighted: true
                    text: qsTr("Back to the game")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Back to the game as it stands (Escape)")
                    Accessible.name: text
                    onClicked: page.session.review.end()
                }
                PanelButton {
                    objectName: "reviewNext"
                    Layout.preferredWidth: reviewRow.quarter
                    Layout.maximumWidth: reviewRow.quarter
                    text: qsTr("Next")
                    enabled: page.session.review.turn < page.session.turnsPlayed
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The turn after (Right arrow)")
                    Accessible.name: text
                    onClicked: page.session.review.step(1)
                }
            }
            RowLayout {
                Layout.fillWidth: true
                visible: !page.coachedTask && page.session.review.turn < 0
                spacing: 6
                PanelButton {
                    objectName: "undoButton"
                    Layout.fillWidth: true
                    text: qsTr("Undo")
                    enabled: page.session.canUndo
                    ToolTip.visible: hovered
                    ToolTip.text: page.session.online ? qsTr("No take-backs in online games: the server's game is the game")
                                                      : qsTr("Take back your last turn (Ctrl+Z)")
                    Accessible.name: text
                    onClicked: page.session.undo()
                }
                PanelButton {
                    objectName: "redoButton"
                    Layout.fillWidth: true
                    text: qsTr("Redo")
                    enabled: page.session.canRedo
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Play again what was taken back (Ctrl+Shift+Z)")
                    Accessible.name: text
                    onClicked: page.session.redo()
                }
                PanelButton {
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
            GridLayout {
                Layout.fillWidth: true
                visible: !page.coached  // a lesson's game is not saved, resigned or drawn
                columns: 2
                columnSpacing: 6
                rowSpacing: 6
                PanelButton {
                    objectName: "saveButton"
                    Layout.fillWidth: true
                    text: qsTr("Save…")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Save the game to a file (Ctrl+S)")
                    Accessible.name: qsTr("Save the game")
                    onClicked: page.saveRequested()
                }
                PanelButton {
                    objectName: "openButton"
                    Layout.fillWidth: true
                    enabled: !page.onlineLive  // opening a file would leave the game
                    text: qsTr("Open…")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Open a saved game (Ctrl+O)")
                    Accessible.name: qsTr("Open a saved game")
                    onClicked: page.openRequested()
                }
                // Online, until each side has played a turn, the game is
                // called off instead (in the same place: nothing moves).
                PanelButton {
                    objectName: "resignButton"
                    readonly property bool aborts: page.session.online !== null && page.session.online.canAbort
                    Layout.fillWidth: true
                    Layout.columnSpan: page.session.drawsAllowed ? 1 : 2
                    visible: !page.session.over
                    text: aborts ? qsTr("Abort the game") : qsTr("Resign")
                    enabled: aborts ? page.session.online.connection === OnlineModel.Online : page.session.canResign
                    ToolTip.visible: hovered && aborts
                    ToolTip.text: qsTr("Call the game off: possible until each side has played a turn.")
                    Accessible.name: text
                    // An abort costs nobody anything: done at once, as lichess does, nothing over the board.
                    onClicked: aborts ? page.session.online.abort() : page.confirmResign ? resignDialog.open() : page.session.resign()
                }
                PanelButton {
                    objectName: "drawButton"
                    Layout.fillWidth: true
                    visible: !page.session.over && page.session.drawsAllowed
                    text: qsTr("Offer a draw")
                    enabled: page.session.canOfferDraw
                    Accessible.name: text
                    onClicked: {
                        if (!page.session.offerDraw() && !page.session.drawOffered && !page.session.over && !page.session.online)
                            declined.open();
                    }
                }
                PanelButton {
                    objectName: "playAgainButton"
                    Layout.fillWidth: true
                    Layout.columnSpan: 2
                    visible: page.session.over && page.seriesAvailable && !page.coached
                    text: page.playAgainSwapsSides ? qsTr("Play again (the players swap sides)")
                                                   : qsTr("Play again (the other side starts)")
                    Accessible.name: text
                    onClicked: page.playAgain()
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                PanelButton {
                    objectName: "rulesButton"
                    Layout.fillWidth: true
                    visible: page.session.rulesText.length > 0
                    text: qsTr("Rules")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Rules of %1 (F1)").arg(page.session.gameName)
                    Accessible.name: qsTr("Rules of %1").arg(page.session.gameName)
                    onClicked: rules.open()
                }
                PanelButton {
                    objectName: "settingsButton"
                    Layout.fillWidth: true
                    text: qsTr("Settings")
                    Accessible.name: text
                    onClicked: page.settingsRequested()
                }
                PanelButton {
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

    ConfirmDialog {
        id: problemDialog
        objectName: "coachProblem"
        parent: page
        title: qsTr("Djed")
        acceptText: qsTr("OK")
        rejectText: ""
    }

    GameOverDialog {
        id: gameOver
        parent: page
        resultText: page.session.online && page.session.online.endText.length > 0 ? page.session.online.endText
                                                                                  : page.session.status
        lostText: page.session.lostTurnText
        // Online, playing again is a rematch the other player accepts.
        // Offline a game opened from a record (no players to play it again
        // with) offers a new game instead.
        canPlayAgain: page.session.online ? page.session.online.side >= 0 : true
        playAgainText: !page.session.online ? (page.seriesAvailable ? qsTr("Play again") : qsTr("New game…"))
                       : page.session.online.rematchOffer === 1 - page.session.online.side ? qsTr("Accept the rematch")
                       : qsTr("Rematch")
        scoreText: !page.session.online && page.session.sides.length === 2 && page.seriesScore[0] + page.seriesScore[1] + page.seriesScore[2] > 0
                   ? qsTr("Series: %1 %2 – %3 %4").arg(page.session.sides[0].name).arg(page.seriesScore[0])
                         .arg(page.session.sides[1].name).arg(page.seriesScore[1])
                     + (page.seriesScore[2] > 0 ? qsTr(", %n draw(s)", "", page.seriesScore[2]) : "")
                   : ""
        onPlayAgain: page.session.online ? page.session.online.rematch()
                     : page.seriesAvailable ? page.playAgain() : page.newGameRequested()
        onSave: page.saveRequested()
        onReview: { page.session.review.show(0); page.session.review.analyse(); }
    }

    ConfirmDialog {
        id: solveDialog
        objectName: "solveDialog"
        parent: page
        title: qsTr("Solve %1?").arg(page.session.gameName)
        text: qsTr("Djed works out the exact value of every position of %1. This takes several minutes and about 1.5 GB of memory; you can play on meanwhile. Once done, the computer can play perfectly, hints are exact and the analysis shows the value of every choice. Stopped, a later build goes on from its last checkpoint (the first is written once the positions are counted).").arg(page.session.gameName)
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
        // Online the offer is answered on the panel, the board in view.
        visible: page.session.drawOffered && page.session.online === null
        title: qsTr("A draw is offered")
        text: page.session.online && page.session.sides.length === 2 && page.session.online.drawOffer >= 0
              ? qsTr("%1 offers a draw. Do you accept?").arg(page.session.online.names[page.session.online.drawOffer])
              : page.session.sideToMove >= 0 && page.session.sides.length === 2
              ? page.session.sides[page.session.sideToMove].phrases.offersDraw
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
        text: page.session.online
              ? qsTr("The game goes on without you and your clock keeps running: come back with “Continue” under Play online. Your opponent may claim the win if you stay away too long.")
              : qsTr("The game is kept until another one starts: continue it from the games screen.")
        acceptText: qsTr("Leave")
        rejectText: qsTr("Stay")
        onAccepted: page.back()
    }

    // The rules page the plugin ships, over the board.
    Popup {
        id: rules
        objectName: "rulesPopup"
        parent: page
        // In the theme's colours, also after the theme changed.
        Component.onCompleted: Theme.paintPopup(rules)
        Connections {
            target: Theme
            function onDarkChanged() { Theme.paintPopup(rules); }
        }
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
                            required property string kind
                            required property string text
                            required property string variant
                            required property string position
                            required property var marks
                            required property int index
                            readonly property var diagramSession: kind === "board" && page.launcher
                                ? page.launcher.diagram(page.session.gameId, variant, position, marks)
                                : null
                            Layout.fillWidth: true
                            sourceComponent: kind !== "board" ? textComponent
                                             : diagramSession ? diagramComponent : null
                        }
                    }
                }
                Component {
                    id: textComponent
                    Text {
                        objectName: "rulesText_" + parent.index
                        text: parent.text
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
