import QtQuick
import QtQuick.Controls
import Djed.Models

// The game review's win chance over the turns: the first side's chance
// after each turn (the start on the left, the end on the right; up is the
// first side winning), the costly turns marked, the turn shown on the board
// as a line. A click shows the board at that turn; the arrow keys walk it.
Item {
    id: graph

    required property SessionModel session
    // (The session goes before the page when a game closes.)
    readonly property var review: session ? session.review : null
    readonly property var points: review ? review.chances : []
    readonly property var sides: session ? session.sides : []
    readonly property color firstColour: sides.length > 0 ? sides[0].colour : Theme.accent
    implicitHeight: 84
    // Room for the legend above the line.
    readonly property real legendHeight: 16
    activeFocusOnTab: true
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Chance of winning over the game")

    // The turn a point at x stands for.
    function turnAt(x) {
        if (points.length < 2) return 0;
        return Math.max(0, Math.min(points.length - 1, Math.round(x / width * (points.length - 1))));
    }
    function xOf(i) { return points.length < 2 ? 0 : i / (points.length - 1) * width; }
    function yOf(chance) { return (1 - chance) * (height - legendHeight - 3) + legendHeight + 1; }

    Rectangle {
        anchors.fill: parent
        color: Theme.surface
        border.color: graph.activeFocus ? Theme.accent : Theme.surfaceBorder
        radius: 4
    }
    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const pts = graph.points;
            if (pts.length < 2) return;
            // The first side's share: filled from the bottom up to its chance.
            ctx.beginPath();
            ctx.moveTo(0, height);
            for (let i = 0; i < pts.length; ++i) ctx.lineTo(graph.xOf(i), graph.yOf(pts[i]));
            ctx.lineTo(width, height);
            ctx.closePath();
            ctx.globalAlpha = 0.35;
            ctx.fillStyle = graph.firstColour;
            ctx.fill();
            ctx.globalAlpha = 1;
            ctx.strokeStyle = Theme.mutedText;
            ctx.lineWidth = 1;
            ctx.setLineDash([3, 3]);
            ctx.beginPath();
            ctx.moveTo(0, graph.yOf(0.5));
            ctx.lineTo(width, graph.yOf(0.5));
            ctx.stroke();
            ctx.setLineDash([]);
            ctx.strokeStyle = Theme.text;
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            for (let j = 0; j < pts.length; ++j) {
                if (j === 0) ctx.moveTo(0, graph.yOf(pts[0]));
                else ctx.lineTo(graph.xOf(j), graph.yOf(pts[j]));
            }
            ctx.stroke();
            // Mistakes and blunders on the point after them.
            const grades = graph.review ? graph.review.grades : [];
            for (let k = 0; k < grades.length; ++k) {
                if (grades[k] !== "mistake" && grades[k] !== "blunder") continue;
                ctx.fillStyle = grades[k] === "blunder" ? Theme.danger : Theme.accent;
                ctx.beginPath();
                ctx.arc(graph.xOf(k + 1), graph.yOf(pts[k + 1]), grades[k] === "blunder" ? 4 : 3, 0, 2 * Math.PI);
                ctx.fill();
            }
        }
        Connections {
            target: graph.review
            function onAnalysisChanged() { canvas.requestPaint(); }
        }
        Connections {
            target: Theme
            function onDarkChanged() { canvas.requestPaint(); }
        }
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
    }
    // Whose chance the graph draws: up is the first side winning.
    Label {
        x: 6
        y: 2
        text: graph.sides.length > 0 ? graph.sides[0].phrases.chance : ""
        color: Theme.mutedText
        font.pixelSize: Theme.bodySize - 3
    }
    // The turn on the board.
    Rectangle {
        visible: graph.review !== null && graph.review.turn >= 0 && graph.points.length > 1
        x: graph.review ? graph.xOf(graph.review.turn) - width / 2 : 0
        width: 2
        height: parent.height
        color: Theme.selection
    }
    MouseArea {
        objectName: "reviewGraphArea"
        anchors.fill: parent
        onClicked: mouse => { graph.review.show(graph.turnAt(mouse.x)); graph.forceActiveFocus(); }
    }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Down) graph.review.step(-1);
        else if (event.key === Qt.Key_Right || event.key === Qt.Key_Up) graph.review.step(1);
        else if (event.key === Qt.Key_Home) graph.review.show(0);
        else if (event.key === Qt.Key_End) graph.review.show(graph.points.length - 1);
        else if (event.key === Qt.Key_Escape) graph.review.end();
        else return;
        event.accepted = true;
    }
}
