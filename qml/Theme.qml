pragma Singleton
import QtQuick

// Colours and sizes of the whole application: stone, sand and papyrus.
QtObject {
    property bool dark: false
    // Settings: how long animations take (0: none) and whether destinations light up.
    property real animationScale: 1
    property bool showLegalMoves: true

    readonly property color background: dark ? "#2a2520" : "#efe6d2"
    readonly property color surface: dark ? "#3a332b" : "#f8f1e0"
    readonly property color surfaceBorder: dark ? "#5c5145" : "#c9b48a"
    readonly property color button: dark ? "#4a4137" : "#e6d8b8"
    readonly property color text: dark ? "#f1e8d6" : "#2e2418"
    readonly property color mutedText: dark ? "#c2b49c" : "#6b5a42"
    readonly property color accent: dark ? "#d9a441" : "#9c6a12"
    readonly property color danger: dark ? "#e07b5f" : "#a23b22"
    readonly property color tag: dark ? "#4d5f73" : "#2f6f8f"

    // The board: stone and sand, papyrus for the special squares.
    readonly property color cellA: dark ? "#5a5044" : "#e4d3ae"
    readonly property color cellB: dark ? "#4f463b" : "#d9c59b"
    readonly property color cellBorder: dark ? "#2a2520" : "#a88f62"
    readonly property color cellLabel: dark ? "#cdbf9f" : "#6b5a42"
    readonly property color warmCell: dark ? "#7a6235" : "#e9c77a"
    readonly property color coolCell: dark ? "#3f5a63" : "#b9d3cf"
    readonly property color firstSideCell: dark ? "#6a6055" : "#f2e8d0"
    readonly property color secondSideCell: dark ? "#4a3f33" : "#c7b08a"
    readonly property color glyph: dark ? "#f4e2b8" : "#3b2a14"
    readonly property color selection: dark ? "#f0c24b" : "#c7871a"
    readonly property color target: dark ? "#7fd18b" : "#2f8f4e"
    readonly property color lastTurn: dark ? "#8fb8e8" : "#3d6fb0"
    // The second half of a two-piece turn (Ramses, Pharao: the opponent's piece).
    readonly property color lastTurnOther: dark ? "#c9a8f5" : "#7a4fb8"
    // The analysis' values: a win, a draw, a loss for the side to move.
    readonly property color valueWin: dark ? "#3f9a58" : "#2f8f4e"
    readonly property color valueDraw: dark ? "#8a7d6b" : "#d6c49c"
    readonly property color valueLoss: dark ? "#c0553c" : "#b03a22"
    readonly property color hint: dark ? "#e58fd8" : "#9b2f8a"
    readonly property color cursor: dark ? "#ffffff" : "#141414"
    readonly property color pieceOutline: dark ? "#1a1612" : "#2e2418"
    readonly property color frozen: dark ? "#9ad0ff" : "#2f6f8f"

    readonly property int spacing: 12
    readonly property int radius: 8
    readonly property real titleSize: 34
    readonly property real headingSize: 20
    readonly property real bodySize: 14

    // A computer level's name for players ("easy", "medium", "hard" are the
    // names the app and records use).
    function levelName(level) {
        if (level === "easy") return qsTr("easy");
        if (level === "medium") return qsTr("medium");
        if (level === "hard") return qsTr("hard");
        if (level === "perfect") return qsTr("perfect");
        return level;
    }
}
