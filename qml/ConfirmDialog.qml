import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A question with two answers, in the application's colours.
ThemedDialog {
    id: dialog

    property string text: ""
    property string acceptText: qsTr("Yes")
    property string rejectText: qsTr("No")

    modal: true
    focus: true  // takes the keyboard: Escape closes it
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 400, 440)
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.surfaceBorder
        radius: Theme.radius
    }
    header: Label {
        text: dialog.title
        visible: text.length > 0
        padding: Theme.spacing
        font.pixelSize: Theme.headingSize
        font.bold: true
        color: Theme.text
    }
    contentItem: Label {
        text: dialog.text
        wrapMode: Text.WordWrap
        color: Theme.text
    }
    footer: Item {
        implicitHeight: buttons.implicitHeight + 2 * Theme.spacing
        RowLayout {
            id: buttons
            anchors.fill: parent
            anchors.margins: Theme.spacing
            spacing: Theme.spacing
            Item { Layout.fillWidth: true }
            Button {
                objectName: "confirmReject"
                visible: dialog.rejectText.length > 0
                text: dialog.rejectText
                onClicked: dialog.reject()
            }
            Button {
                objectName: "confirmAccept"
                text: dialog.acceptText
                highlighted: true
                onClicked: dialog.accept()
            }
        }
    }
}
