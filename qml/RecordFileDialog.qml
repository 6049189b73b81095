import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCore
import Qt.labs.folderlistmodel

// Picks a game record (.djed) to open, or the file to save one in: the
// folder's sub-folders and records, its path (typed or stepped up), and when
// saving a file name. In the app's colours in both themes; Enter accepts;
// saving over a file asks first.
ThemedDialog {
    id: dialog

    property bool saving: false
    // The folder shown: the home folder to begin with (it always exists),
    // then the last one used.
    property url folder: StandardPaths.writableLocation(StandardPaths.HomeLocation)
    // The file chosen, once accepted.
    property url selectedFile: ""
    // The folder on show, as a path.
    property string shownPath: ""

    modal: true
    focus: true  // takes the keyboard: Escape closes it
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 600, 640)
    height: Math.min(parent ? parent.height - 2 * Theme.spacing : 480, 520)
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.surfaceBorder
        radius: Theme.radius
    }
    header: Label {
        text: dialog.title
        padding: Theme.spacing
        font.pixelSize: Theme.headingSize
        font.bold: true
        color: Theme.text
    }

    function localPath(url) { return decodeURIComponent(String(url).replace(/^file:\/\//, "")); }
    function fileUrl(path) { return "file://" + path.split("/").map(encodeURIComponent).join("/"); }
    // The file the name field or the selection stands for; "" for none.
    function chosenPath() {
        let name = nameField.text.trim();
        if (name.length === 0) return "";
        if (name.indexOf("/") !== 0) name = shownPath.replace(/\/$/, "") + "/" + name;
        if (dialog.saving && !name.endsWith(".djed")) name += ".djed";
        return name;
    }
    function exists(path) {
        for (let i = 0; i < folderModel.count; ++i)
            if (!folderModel.get(i, "fileIsDir") && localPath(folderModel.get(i, "fileUrl")) === path) return true;
        return false;
    }
    function listedFolder(path) {
        for (let i = 0; i < folderModel.count; ++i)
            if (folderModel.get(i, "fileIsDir") && localPath(folderModel.get(i, "fileUrl")) === path) return true;
        return false;
    }
    function goTo(url) {
        shownPath = localPath(url);
        folderModel.folder = fileUrl(shownPath);
        list.currentIndex = -1;
    }
    function parentPath() {
        const path = shownPath.replace(/\/+$/, "");
        return path.length === 0 ? "" : path.substring(0, path.lastIndexOf("/")) || "/";
    }
    // Accepts the chosen file, asking first before saving over one.
    function choose() {
        const path = chosenPath();
        if (path.length === 0) return;
        problem.text = "";
        const typed = nameField.text.trim();
        // A folder typed or picked is shown, not chosen.
        if (typed.endsWith("/") || listedFolder(path)) {
            goTo(fileUrl(path));
            nameField.text = "";
            return;
        }
        // A file of another folder, typed whole, is opened as typed (the
        // opening names what is wrong with it); a name of this folder must
        // be one of its files.
        if (!dialog.saving && !exists(path) && typed.indexOf("/") !== 0) {
            problem.text = qsTr("There is no record %1 in this folder.").arg(typed);
            return;
        }
        if (dialog.saving && exists(path) && !overwrite.visible) {
            overwrite.text = qsTr("%1 exists. Save over it?").arg(path.substring(path.lastIndexOf("/") + 1));
            overwrite.open();
            return;
        }
        dialog.selectedFile = fileUrl(path);
        dialog.folder = fileUrl(shownPath);
        dialog.accept();
    }

    onAboutToShow: {
        goTo(dialog.folder);
        nameField.text = "";
        problem.text = "";
        list.currentIndex = -1;
        nameField.forceActiveFocus();
    }

    FolderListModel {
        id: folderModel
        nameFilters: ["*.djed"]
        showDirsFirst: true
        showDotAndDotDot: false
        showHidden: false
        sortCaseSensitive: false
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2
        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "fileDialogUp"
                text: "↑"
                enabled: dialog.shownPath.length > 1
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Up one folder")
                Accessible.name: qsTr("Up one folder")
                onClicked: dialog.goTo(dialog.fileUrl(dialog.parentPath()))
            }
            TextField {
                id: pathField
                objectName: "fileDialogPath"
                Layout.fillWidth: true
                text: dialog.shownPath
                color: Theme.text
                Accessible.name: qsTr("Folder")
                onAccepted: dialog.goTo(dialog.fileUrl(text))
            }
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            color: Theme.background
            border.color: Theme.surfaceBorder
            radius: Theme.radius
            ListView {
                id: list
                objectName: "fileDialogList"
                anchors.fill: parent
                anchors.margins: 4
                clip: true
                model: folderModel
                currentIndex: -1
                ScrollBar.vertical: ScrollBar {}
                Accessible.role: Accessible.List
                Accessible.name: dialog.saving ? qsTr("Folders and saved games") : qsTr("Saved games")
                delegate: ItemDelegate {
                    required property string fileName
                    required property url fileUrl
                    required property bool fileIsDir
                    required property int index
                    objectName: "fileDialogEntry_" + fileName
                    width: list.width
                    highlighted: ListView.isCurrentItem
                    text: fileIsDir ? fileName + "/" : fileName
                    contentItem: Label {
                        text: parent.text
                        color: Theme.text
                        font.bold: parent.fileIsDir
                        elide: Text.ElideMiddle
                    }
                    onClicked: {
                        if (fileIsDir) {
                            dialog.goTo(fileUrl);
                        } else {
                            list.currentIndex = index;
                            nameField.text = fileName;
                        }
                    }
                    onDoubleClicked: if (!fileIsDir) dialog.choose()
                }
                Label {
                    anchors.centerIn: parent
                    visible: list.count === 0
                    text: qsTr("No saved games in this folder.")
                    color: Theme.mutedText
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("File name")
                color: Theme.text
            }
            TextField {
                id: nameField
                objectName: "fileDialogName"
                Layout.fillWidth: true
                color: Theme.text
                placeholderText: dialog.saving ? qsTr("my-game.djed") : ""
                Accessible.name: qsTr("File name")
                onAccepted: dialog.choose()  // Return and Enter
                onTextEdited: problem.text = ""
            }
        }
        Label {
            id: problem
            objectName: "fileDialogProblem"
            Layout.fillWidth: true
            visible: text.length > 0
            color: Theme.danger
            wrapMode: Text.WordWrap
        }
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
                objectName: "fileDialogCancel"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
            Button {
                objectName: "fileDialogAccept"
                text: dialog.saving ? qsTr("Save") : qsTr("Open")
                highlighted: true
                enabled: nameField.text.trim().length > 0
                onClicked: dialog.choose()
            }
        }
    }

    ConfirmDialog {
        id: overwrite
        objectName: "fileDialogOverwrite"
        parent: Overlay.overlay
        title: qsTr("Save over the file?")
        acceptText: qsTr("Save over it")
        rejectText: qsTr("Cancel")
        onAccepted: {
            const path = dialog.chosenPath();
            dialog.selectedFile = dialog.fileUrl(path);
            dialog.folder = dialog.fileUrl(dialog.shownPath);
            dialog.accept();
        }
    }
}
