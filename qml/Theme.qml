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
    // A board beyond the grid: a hole dug into it, a tray beside the track,
    // the lines of its course and its shortcuts.
    readonly property color hole: dark ? "#3b342b" : "#c9b287"
    readonly property color area: dark ? "#463e34" : "#eadcbc"
    readonly property color trackLine: dark ? "#8a7a60" : "#8c7448"
    readonly property color shortcutLine: dark ? "#d9a441" : "#b07a18"
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

    // The controls' colours (buttons, boxes, dialogs, tooltips) from the
    // theme, set on a palette: the window's, and each popup's, since a popup
    // open when the theme changes does not follow its window's palette.
    // Every group first, then what sets the disabled controls apart.
    function paint(p) {
        p.window = surface;
        p.windowText = text;
        p.base = surface;
        p.alternateBase = background;
        p.text = text;
        p.button = button;
        p.buttonText = text;
        p.brightText = text;
        p.highlight = accent;
        // Dark on the accent and on the light fill of a list's current item alike.
        p.highlightedText = dark ? "#1a1612" : text;
        p.light = dark ? "#6a5d4e" : "#fbf6ea";
        p.midlight = dark ? "#55493d" : "#d6c49c";  // also the track of an unchecked switch
        p.mid = surfaceBorder;
        // The fill of primary (highlighted) buttons, switches and progress
        // bars, with light text on it in both themes.
        p.dark = dark ? "#7d5a1e" : "#a88f62";
        p.shadow = "#000000";
        p.toolTipBase = surface;
        p.toolTipText = text;
        p.placeholderText = mutedText;
        p.link = accent;
        // Disabled controls read as such: their text fades into the button.
        p.disabled.buttonText = dark ? "#8a7d6b" : "#a8977a";
        p.disabled.text = dark ? "#8a7d6b" : "#a8977a";
        p.disabled.windowText = dark ? "#8a7d6b" : "#a8977a";
        p.disabled.button = dark ? "#3d362e" : "#ede3cc";
    }

    // A popup's palette and those of its parts: the controls in a popup keep
    // the palette they were made with unless the items holding them are
    // painted again.
    function paintPopup(popup) {
        paint(popup.palette);
        for (const part of [popup.contentItem, popup.header, popup.footer])
            if (part) paint(part.palette);
    }

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
