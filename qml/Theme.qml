pragma Singleton
import QtQuick

// Colours and sizes of the whole application: stone, sand and papyrus.
QtObject {
    property bool dark: false

    readonly property color background: dark ? "#2a2520" : "#efe6d2"
    readonly property color surface: dark ? "#3a332b" : "#f8f1e0"
    readonly property color surfaceBorder: dark ? "#5c5145" : "#c9b48a"
    readonly property color text: dark ? "#f1e8d6" : "#2e2418"
    readonly property color mutedText: dark ? "#c2b49c" : "#6b5a42"
    readonly property color accent: dark ? "#d9a441" : "#9c6a12"
    readonly property color danger: dark ? "#e07b5f" : "#a23b22"
    readonly property color tag: dark ? "#4d5f73" : "#2f6f8f"

    readonly property int spacing: 12
    readonly property int radius: 8
    readonly property real titleSize: 34
    readonly property real headingSize: 20
    readonly property real bodySize: 14
}
