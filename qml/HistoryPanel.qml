import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The turns so far, numbered, in the game's notation (the tooltip says each
// in words). Clicking a turn shows the board after it, read-only; the arrow
// keys step through the game; "Back to the game" (or Escape) returns.
ColumnLayout {
    id: panel

    required property SessionModel session
    spacing: 4

    Label {
        text: qsTr("Turns")
        color: Theme.mutedText
        font.bold: true
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 80
        Layout.preferredHeight: 80
        color: Theme.surface
        border.color: list.activeFocus ? Theme.accent : Theme.surfaceBorder
        radius: Theme.radius

        ListView {
            id: list
            objectName: "historyList"
            anchors.fill: parent
            anchors.margins: 4
            clip: true
            model: panel.session.history
            currentIndex: panel.session.review.turn - 1
            activeFocusOnTab: true
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Turns played")
            ScrollBar.vertical: ScrollBar {}
            // The latest turn stays in view while playing.
            function followTheGame() { if (panel.session.review.turn < 0) positionViewAtEnd(); }
            onCountChanged: Qt.callLater(followTheGame)
            onContentHeightChanged: followTheGame()
            onHeightChanged: Qt.callLater(followTheGame)

            header: ItemDelegate {
                objectName: "historyStart"
                width: list.width
                topPadding: 4
                bottomPadding: 4
                implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding
                text: qsTr("Start")
                highlighted: panel.session.review.turn === 0
                onClicked: { panel.session.review.show(0); list.forceActiveFocus(); }
                contentItem: Label { text: parent.text; color: Theme.mutedText; elide: Text.ElideRight }
            }
            delegate: ItemDelegate {
                required property int number
                required property string turnText
                required property string tooltip
                required property int index
                objectName: "historyTurn_" + (index + 1)
                width: list.width
                topPadding: 4
                bottomPadding: 4
                implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding
                highlighted: panel.session.review.turn === index + 1
                text: number + ". " + turnText
                onClicked: { panel.session.review.show(index + 1); list.forceActiveFocus(); }
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: tooltip
                Accessible.name: number + ". " + tooltip
                contentItem: Label {
                    text: parent.text
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }

            Keys.onPressed: event => {
                if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) panel.session.review.step(-1);
                else if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) panel.session.review.step(1);
                else if (event.key === Qt.Key_Home) panel.session.review.show(0);
                else if (event.key === Qt.Key_End || event.key === Qt.Key_Escape) panel.session.review.end();
                else return;
                event.accepted = true;
            }
        }
    }
    Button {
        objectName: "backToGameButton"
        Layout.fillWidth: true
        visible: panel.session.review.turn >= 0
        highlighted: true
        text: qsTr("Back to the game")
        Accessible.name: text
        onClicked: panel.session.review.end()
    }
}
