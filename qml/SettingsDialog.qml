import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The settings, reachable from the launcher and the game screen. Every
// change applies at once and is remembered (AppSettings).
ThemedDialog {
    id: dialog
    objectName: "settingsDialog"

    property var settings: null   // AppSettings
    property var language: null   // Language
    property var levels: []

    title: qsTr("Settings")
    modal: true
    focus: true  // takes the keyboard: Escape closes it
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 520, 560)
    height: Math.min(parent ? parent.height - 2 * Theme.spacing : 600, implicitHeight)
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

    function choose(box, value) { box.currentIndex = Math.max(0, box.indexOfValue(value)); }
    // The boxes show what is stored, also after "reset to defaults".
    function load() {
        if (!settings) return;
        choose(languageBox, settings.language);
        choose(themeBox, settings.theme);
        choose(animationBox, settings.animation);
        legalMoves.checked = settings.showLegalMoves;
        confirmResign.checked = settings.confirmResign;
        soundBox.checked = settings.sound;
        volume.value = settings.volume;
        for (let i = 0; i < thinkRows.count; ++i) thinkRows.itemAt(i).load();
    }
    onAboutToShow: load()
    // A change of language makes the boxes' lists anew (their names are
    // translated), which resets what they show: show the settings again.
    Connections {
        target: dialog.language
        function onChanged() { Qt.callLater(dialog.load); }
    }

    contentItem: ScrollView {
        clip: true
        contentWidth: availableWidth
        implicitHeight: grid.implicitHeight

        GridLayout {
            id: grid
            width: parent.width
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing / 2

            Label { text: qsTr("Language"); color: Theme.text }
            ComboBox {
                id: languageBox
                objectName: "settingsLanguage"
                Layout.fillWidth: true
                textRole: "name"
                valueRole: "code"
                model: [{code: "", name: qsTr("As the system (%1)").arg(dialog.language ? dialog.language.systemCode : "en")}]
                       .concat(dialog.language ? dialog.language.available : [])
                Accessible.name: qsTr("Language")
                onActivated: {
                    dialog.settings.language = currentValue;
                    dialog.language.code = currentValue.length > 0 ? currentValue : dialog.language.systemCode;
                }
            }

            Label { text: qsTr("Theme"); color: Theme.text }
            ComboBox {
                id: themeBox
                objectName: "settingsTheme"
                Layout.fillWidth: true
                textRole: "name"
                valueRole: "code"
                model: [{code: "light", name: qsTr("Light")}, {code: "dark", name: qsTr("Dark")},
                        {code: "system", name: qsTr("As the system")}]
                Accessible.name: qsTr("Theme")
                onActivated: dialog.settings.theme = currentValue
            }

            Label { text: qsTr("Animations"); color: Theme.text }
            ComboBox {
                id: animationBox
                objectName: "settingsAnimation"
                Layout.fillWidth: true
                textRole: "name"
                valueRole: "code"
                model: [{code: "normal", name: qsTr("Normal")}, {code: "fast", name: qsTr("Fast")},
                        {code: "off", name: qsTr("Off")}]
                Accessible.name: qsTr("Animations")
                onActivated: dialog.settings.animation = currentValue
            }

            CheckBox {
                id: legalMoves
                objectName: "settingsLegalMoves"
                Layout.columnSpan: 2
                text: qsTr("Show where a selected piece may go")
                onToggled: dialog.settings.showLegalMoves = checked
                contentItem: Label { leftPadding: legalMoves.indicator.width + 6; text: legalMoves.text; color: Theme.text; wrapMode: Text.WordWrap }
            }
            CheckBox {
                id: confirmResign
                objectName: "settingsConfirmResign"
                Layout.columnSpan: 2
                text: qsTr("Ask before resigning")
                onToggled: dialog.settings.confirmResign = checked
                contentItem: Label { leftPadding: confirmResign.indicator.width + 6; text: confirmResign.text; color: Theme.text; wrapMode: Text.WordWrap }
            }

            CheckBox {
                id: soundBox
                objectName: "settingsSound"
                text: qsTr("Sounds")
                onToggled: dialog.settings.sound = checked
                contentItem: Label { leftPadding: soundBox.indicator.width + 6; text: soundBox.text; color: Theme.text }
            }
            Slider {
                id: volume
                objectName: "settingsVolume"
                Layout.fillWidth: true
                enabled: soundBox.checked
                from: 0
                to: 100
                stepSize: 5
                Accessible.name: qsTr("Volume")
                onMoved: dialog.settings.volume = value
            }

            Label {
                Layout.columnSpan: 2
                Layout.topMargin: Theme.spacing / 2
                text: qsTr("Time the computer may think per turn (0: the level's own)")
                color: Theme.mutedText
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                id: thinkRows
                model: dialog.levels
                delegate: RowLayout {
                    required property string modelData
                    Layout.columnSpan: 2
                    function load() { seconds.value = Math.round(dialog.settings.thinkSeconds(modelData) * 10); }
                    Label { text: Theme.levelName(modelData); color: Theme.text; Layout.preferredWidth: 120 }
                    SpinBox {
                        id: seconds
                        objectName: "settingsThink_" + modelData
                        from: 0
                        to: 600
                        stepSize: 5
                        editable: true
                        // Tenths of a second, shown as seconds, with the chosen
                        // language's decimal mark ("2,5 s" in German and French).
                        locale: Qt.locale(dialog.language ? dialog.language.code : "")
                        textFromValue: (v, locale) => Number(v / 10).toLocaleString(locale, "f", 1) + " s"
                        valueFromText: (text, locale) => Math.round(Number.fromLocaleString(locale, text.replace(" s", "")) * 10)
                        Accessible.name: qsTr("Seconds for %1").arg(Theme.levelName(modelData))
                        onValueModified: dialog.settings.setThinkSeconds(modelData, value / 10)
                    }
                }
            }
        }
    }

    footer: Item {
        implicitHeight: buttons.implicitHeight + 2 * Theme.spacing
        RowLayout {
            id: buttons
            anchors.fill: parent
            anchors.margins: Theme.spacing
            Button {
                objectName: "settingsReset"
                text: qsTr("Reset to defaults")
                onClicked: {
                    dialog.settings.resetToDefaults();
                    dialog.language.code = dialog.language.systemCode;
                    dialog.load();
                }
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "settingsClose"
                text: qsTr("Close")
                highlighted: true
                onClicked: dialog.close()
            }
        }
    }
}
