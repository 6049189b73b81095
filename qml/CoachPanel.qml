import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// A lesson or a puzzle beside the board: what it teaches, the task, what
// the coach says to each try, and the way on (hint, solution, again, next).
// The turns themselves are played on the board as in any game.
Rectangle {
    id: panel

    required property CoachModel coach
    property var launcher: null
    // A small window: the buttons in three columns, no list of lessons.
    property bool compact: false
    // What went wrong starting another lesson or puzzle (shown by the page).
    signal problem(string text)

    color: Theme.surface
    border.color: Theme.surfaceBorder
    radius: Theme.radius
    implicitHeight: layout.implicitHeight + 2 * Theme.spacing
    // The least the page should leave it: the task, the words and the
    // buttons, and a few lines of the lesson's text.
    readonly property real neededHeight: implicitHeight - content.implicitHeight + Math.min(content.implicitHeight, 90)

    readonly property bool lessons: coach.kind === "lesson"

    function open(index) {
        if (!launcher) return;
        // Past the last lesson come the puzzles.
        const error = lessons && index < coach.count ? launcher.startLesson(coach.gameId, index)
                                                     : launcher.startPuzzle(coach.gameId, lessons ? -1 : index);
        if (error.length > 0) panel.problem(error);
    }

    // What the lesson teaches scrolls when the window is small; the task,
    // what the coach says and the buttons stay in view below it.
    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing - 4

        Flickable {
            id: scroller
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: content.implicitHeight
            Layout.maximumHeight: content.implicitHeight
            Layout.minimumHeight: Math.min(content.implicitHeight, 60)
            contentWidth: width
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: scroller.contentHeight > scroller.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

            ColumnLayout {
                id: content
                // The scroll bar's room is kept whether it shows or not: a width
                // that followed it would wrap the text anew and loop.
                width: scroller.width - 12
                spacing: Theme.spacing - 4

                Label {
                    objectName: "coachCounter"
                    Layout.fillWidth: true
                    text: panel.lessons ? qsTr("Lesson %1 of %2 · %3 done").arg(panel.coach.index + 1).arg(panel.coach.count).arg(panel.coach.doneCount)
                                        : qsTr("%1 of %2 solved").arg(panel.coach.doneCount).arg(panel.coach.count)
                    color: Theme.mutedText
                    font.pixelSize: Theme.bodySize - 1
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "coachTitle"
                    Layout.fillWidth: true
                    text: panel.coach.title + (panel.coach.done ? "  ✓" : "")
                    font.pixelSize: Theme.headingSize - 2
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    Accessible.name: panel.coach.title + (panel.coach.done ? qsTr(", done") : "")
                }
                Label {
                    objectName: "coachText"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: panel.coach.text
                    color: panel.lessons ? Theme.text : Theme.mutedText
                    font.pixelSize: Theme.bodySize
                    wrapMode: Text.WordWrap
                }
            }
        }
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: taskLabel.implicitHeight + 16
            radius: Theme.radius / 2
            color: "transparent"
            border.color: Theme.accent
            border.width: 2
            Label {
                id: taskLabel
                objectName: "coachTask"
                anchors.fill: parent
                anchors.margins: 8
                text: panel.coach.task
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.text
                wrapMode: Text.WordWrap
                Accessible.name: qsTr("Task: %1").arg(text)
            }
        }
        Label {
            objectName: "coachFeedback"
            Layout.fillWidth: true
            visible: text.length > 0
            text: panel.coach.feedback
            font.pixelSize: Theme.bodySize
            font.bold: panel.coach.verdict !== 0
            color: panel.coach.verdict > 0 ? Theme.valueWin : panel.coach.verdict < 0 ? Theme.danger : Theme.text
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        GridLayout {
            Layout.fillWidth: true
            columns: panel.compact ? 3 : 2
            columnSpacing: 6
            rowSpacing: 6
            PanelButton {
                objectName: "coachHint"
                Layout.fillWidth: true
                visible: !panel.coach.isGame
                text: qsTr("Hint")
                enabled: !panel.coach.solved
                ToolTip.visible: hovered
                ToolTip.text: panel.lessons ? qsTr("Show a turn that does it (H)") : qsTr("Show the next turn of the answer (H)")
                Accessible.name: text
                onClicked: panel.coach.showHint()
            }
            PanelButton {
                objectName: "coachSolution"
                Layout.fillWidth: true
                visible: !panel.lessons
                text: qsTr("Solution")
                enabled: !panel.coach.solved
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play the answer out on the board")
                Accessible.name: qsTr("Show the solution")
                onClicked: panel.coach.showSolution()
            }
            PanelButton {
                objectName: "coachAgain"
                Layout.fillWidth: true
                text: qsTr("Again")
                ToolTip.visible: hovered
                ToolTip.text: panel.lessons ? qsTr("Start this lesson again") : qsTr("Start this puzzle again")
                Accessible.name: ToolTip.text
                onClicked: panel.open(panel.coach.index)
            }
            PanelButton {
                objectName: "coachPrevious"
                Layout.fillWidth: true
                enabled: panel.coach.index > 0
                text: qsTr("Previous")
                Accessible.name: panel.lessons ? qsTr("Previous lesson") : qsTr("Previous puzzle")
                onClicked: panel.open(panel.coach.index - 1)
            }
            PanelButton {
                objectName: "coachNext"
                Layout.fillWidth: true
                Layout.columnSpan: panel.lessons && panel.coach.isGame && !panel.compact ? 2 : 1
                readonly property bool toPuzzles: panel.lessons && panel.coach.index + 1 === panel.coach.count
                                                  && panel.coach.puzzleCount > 0
                enabled: panel.coach.index + 1 < panel.coach.count || toPuzzles
                highlighted: panel.coach.solved && enabled
                text: toPuzzles ? qsTr("Puzzles") : qsTr("Next")
                Accessible.name: toPuzzles ? qsTr("On to the puzzles") : panel.lessons ? qsTr("Next lesson") : qsTr("Next puzzle")
                onClicked: panel.open(panel.coach.index + 1)
            }
        }
        ComboBox {
            objectName: "coachLessons"
            Layout.fillWidth: true
            visible: panel.lessons && !panel.compact
            model: panel.coach.items.map((item, i) => (i + 1) + ". " + item.title + (item.done ? "  ✓" : ""))
            currentIndex: panel.coach.index
            Accessible.name: qsTr("Lessons")
            onActivated: index => { if (index !== panel.coach.index) panel.open(index); }
        }
        Item { Layout.fillHeight: true }
    }
}
