import QtQuick
import QtTest
import Djed

// The game screen lays out at every size: at 800x600, 1280x720 and 1920x1080,
// light and dark, in every game, no two controls or texts of the side panel
// overlap, and every piece on the board is drawn from a picture.
Item {
    id: root
    width: 800
    height: 600

    TestCase {
        name: "Layout"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {}
        }

        // The visible controls and texts of the panel, outermost only (a
        // button's own label is part of the button), the list of turns as a
        // whole.
        function parts(item, out) {
            if (!item || !item.visible || item.width <= 0 || item.height <= 0) return;
            const isPart = typeof item.text === "string" || item.objectName === "historyList";
            if (isPart) {
                out.push(item);
                return;
            }
            for (let i = 0; i < item.children.length; ++i) parts(item.children[i], out);
        }

        function overlap(a, b) {
            const p = a.mapToItem(root, 0, 0), q = b.mapToItem(root, 0, 0);
            const slack = 0.5;  // touching edges are no overlap
            return p.x + a.width - slack > q.x && q.x + b.width - slack > p.x &&
                   p.y + a.height - slack > q.y && q.y + b.height - slack > p.y;
        }

        function describe(item) {
            return (item.objectName || item.toString()) + (typeof item.text === "string" ? " '" + item.text + "'" : "");
        }

        function test_nothing_overlaps_and_every_piece_has_a_picture_data() {
            const rows = [];
            for (const size of [[800, 600], [1280, 720], [1920, 1080]])
                for (const dark of [false, true])
                    for (const game of [["ramses", ""], ["pharao", ""], ["seti", "aleph"], ["seti", "beth"]])
                        rows.push({tag: game.join(":") + " " + size.join("x") + (dark ? " dark" : " light"),
                                   size: size, dark: dark, game: game});
            return rows;
        }

        function test_nothing_overlaps_and_every_piece_has_a_picture(row) {
            Theme.dark = row.dark;
            compare(launcher.start(row.game[0], row.game[1], ["human", "medium"], ""), "");
            const page = createTemporaryObject(pageComponent, root,
                                               {session: launcher.session, width: row.size[0], height: row.size[1]});
            waitForRendering(page);
            const panel = findChild(page, "sidePanel");
            verify(panel);
            const found = [];
            parts(panel.contentItem, found);
            verify(found.length > 10, "the panel's parts: " + found.length);
            for (let i = 0; i < found.length; ++i)
                for (let j = i + 1; j < found.length; ++j)
                    verify(!overlap(found[i], found[j]), describe(found[i]) + " overlaps " + describe(found[j]));
            // The panel and the board do not overlap either.
            verify(!overlap(panel, findChild(page, "boardView")), "the panel overlaps the board");
            const seen = [];
            let pieces = 0;
            for (let row2 = 0; row2 < launcher.session.rows; ++row2)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const id = launcher.session.board.hitTest(row2, col).cellId;
                    for (const suffix of ["", "_1"]) {
                        const piece = findChild(page, "piece_" + id + suffix);
                        if (!piece || seen.indexOf(piece) >= 0) continue;
                        seen.push(piece);
                        ++pieces;
                        verify(piece.image.length > 0, "the piece on " + id + " has no picture");
                    }
                }
            verify(pieces > 0, "pieces on the board");
            Theme.dark = false;
        }
    }
}
