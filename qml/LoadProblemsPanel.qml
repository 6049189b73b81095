import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// Plugins that could not be loaded, each with its reason. The rest works.
Rectangle {
    id: panel

    required property LoadProblemModel problems

    objectName: "loadProblemsPanel"
    implicitHeight: Math.min(column.implicitHeight + Theme.spacing * 2, 180)
    color: Theme.surface
    border.color: Theme.danger
    radius: Theme.radius
    Accessible.name: qsTr("Plugins that failed to load")

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 4

        Label {
            text: qsTr("%n plugin(s) could not be loaded", "", panel.problems.count)
            font.bold: true
            color: Theme.danger
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: contentHeight
            clip: true
            model: panel.problems
            delegate: Label {
                required property string file
                required property string reason
                width: ListView.view.width
                text: file + ": " + reason
                color: Theme.text
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize - 1
            }
        }
    }
}
