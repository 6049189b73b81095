import QtQuick
import QtQuick.Controls
import Djed.Models

// One side's clock in an online game: the time left, counting down while
// it runs (marked), red when little is left, "flag fallen" at zero; with
// the connection down it stands as the server last said, not marked.
Rectangle {
    id: clock

    property OnlineModel online: null  // none: a game on this computer (hidden)
    required property int side
    // "Light's clock: %1", as the game words it.
    required property string clockPhrase

    // Shown running only while the server's news comes: offline the last word stands, stopped.
    readonly property bool running: online !== null && online.running.length === 2 && online.running[side] && !online.over
                                    && online.connection === OnlineModel.Online
    readonly property bool low: online !== null && online.lowTime.length === 2 && online.lowTime[side]
    readonly property real leftMs: online !== null && online.timeLeft.length === 2 ? online.timeLeft[side] : 0

    // 83 s: "1:23"; an hour and more "1:02:03"; days: "2 d 5 h".
    function clockText(ms) {
        const s = Math.ceil(ms / 1000);
        if (s >= 86400) return qsTr("%1 d %2 h").arg(Math.floor(s / 86400)).arg(Math.floor(s % 86400 / 3600));
        const two = n => (n < 10 ? "0" : "") + n;
        if (s >= 3600) return Math.floor(s / 3600) + ":" + two(Math.floor(s % 3600 / 60)) + ":" + two(s % 60);
        return Math.floor(s / 60) + ":" + two(s % 60);
    }

    implicitWidth: label.implicitWidth + 16
    implicitHeight: label.implicitHeight + 6
    radius: 4
    color: low ? Theme.danger : running ? Theme.accent : "transparent"
    border.color: Theme.surfaceBorder
    Label {
        id: label
        objectName: "clock_" + clock.side
        anchors.centerIn: parent
        text: clock.leftMs <= 0 && clock.online !== null && clock.online.over ? qsTr("flag fallen") : clock.clockText(clock.leftMs)
        font.family: "monospace"
        font.pixelSize: Theme.bodySize + 2
        font.bold: clock.running
        color: clock.running || clock.low ? (Theme.dark ? "#1a1612" : "#ffffff") : Theme.text
        Accessible.role: Accessible.Clock
        Accessible.name: clock.clockPhrase.arg(text)
    }
}
