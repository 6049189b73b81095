import QtQuick
import QtTest
import Djed
import "layout.js" as LayoutCheck

// The game screen lays out at every size: at 800x600, 1280x720, 1920x1080,
// a tall 700x1000 and 900x1400, light and dark, in every game, no two controls or texts of
// the panel overlap, the buttons at its bottom stay in the window, and every
// piece on the board is drawn from a picture. The board takes the room: the
// panel goes below it in a tall window where that gives larger squares, and
// Seti lies across in a wide one.
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

        // Seti Aleph with White's three death-ships on the board: three
        // "Take back" buttons in the panel.
        readonly property string shipsOut: "hph/3/3/2S/3/3/3/3/3/H*P*H w 0 3"

        function test_nothing_overlaps_and_every_piece_has_a_picture_data() {
            const rows = [];
            for (const size of [[800, 600], [1280, 720], [1920, 1080], [700, 1000], [900, 1400]])
                for (const dark of [false, true])
                    for (const game of [["ramses", ""], ["pharao", ""], ["seti", "aleph"], ["seti", "beth"],
                                        ["seti", "aleph", shipsOut]])
                        rows.push({tag: game.join(":") + " " + size.join("x") + (dark ? " dark" : " light"),
                                   size: size, dark: dark, game: game});
            return rows;
        }

        function test_nothing_overlaps_and_every_piece_has_a_picture(row) {
            Theme.dark = row.dark;
            compare(launcher.start(row.game[0], row.game[1], ["human", "medium"], row.game[2] || ""), "");
            const page = createTemporaryObject(pageComponent, root,
                                               {session: launcher.session, width: row.size[0], height: row.size[1]});
            waitForRendering(page);
            const panel = findChild(page, "sidePanel");
            verify(panel);
            const found = [];
            LayoutCheck.parts(panel, found);
            verify(found.length > 10, "the panel's parts: " + found.length);
            for (let i = 0; i < found.length; ++i)
                for (let j = i + 1; j < found.length; ++j)
                    verify(!LayoutCheck.overlap(found[i], found[j], root), LayoutCheck.describe(found[i]) + " overlaps " + LayoutCheck.describe(found[j]));
            // The panel and the board do not overlap either.
            const board = findChild(page, "boardView");
            verify(!LayoutCheck.overlap(panel, board, root), "the panel overlaps the board");
            // The bottom rows are never pushed out of the window, and the
            // turns keep room for a few lines.
            for (const name of ["rulesButton", "settingsButton", "backButton", "saveButton", "openButton", "resignButton"])
                verify(LayoutCheck.inside(findChild(page, name), page), name + " lies in the window");
            verify(findChild(page, "historyList").height >= 60, "the turns: " + findChild(page, "historyList").height);
            // What a player acts with is whole in view, never scrolled away:
            // the status, the throw (Pharao), the reserves (Seti Aleph).
            verify(LayoutCheck.wholeInView(findChild(page, "statusLine"), page), "the status in view");
            if (row.game[0] === "pharao")
                verify(LayoutCheck.wholeInView(findChild(page, "throwButton"), page), "the throw button in view");
            for (let i = 0; i < 2; ++i) {
                const reserve = findChild(page, "reserveButton_" + i);
                if (reserve) verify(LayoutCheck.wholeInView(reserve, page), "reserve " + i + " in view");
            }
            if (row.game[2]) {
                let takeBacks = 0;
                for (let i = 0; i < 3; ++i) if (findChild(page, "actionButton_" + i)) ++takeBacks;
                compare(takeBacks, 3, "three take-back buttons");
            }
            // The board fills its place: Seti across where the window is
            // wide, the panel below the board in a tall window (but for
            // Seti, which stands upright beside it).
            const across = board.cellSize * board.shownCols, down = board.cellSize * board.shownRows;
            verify(Math.abs(across - board.width) < 1 || Math.abs(down - board.height) < 1, "the board touches its place's edges");
            if (row.game[0] === "seti") {
                const s = launcher.session;
                const upright = Math.min(board.width / s.cols, board.height / s.rows);
                const lying = Math.min(board.width / s.rows, board.height / s.cols);
                compare(board.across, lying > upright, "Seti lies across where its squares are larger so");
                if (row.size[0] >= 1280) verify(board.across, "Seti lies across in a wide window");
            }
            // Below wherever the squares are larger so: the wide boards
            // (Ramses, Pharao) at every size, 800x600 included.
            if (row.game[0] !== "seti") verify(page.panelBelow, "the panel below a wide board");
            const otherwise = page.panelBelow
                ? page.bestSquareIn(page.width - page.sideWidth - 3 * page.margin, page.height - 2 * page.margin)
                : page.bestSquareIn(page.width - 2 * page.margin, page.height - page.belowHeight - 3 * page.margin);
            verify(board.cellSize >= otherwise - 0.5, "squares of " + board.cellSize + " px, " + otherwise + " the other way");
            if (page.panelBelow) verify(panel.y >= board.y + board.height, "the panel is below the board");
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
