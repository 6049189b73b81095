import QtQuick
import QtTest
import Djed
import "layout.js" as Layout

// The launcher's cards show each game's starting board, pieces included; a
// tall board (Seti) is drawn across its card so that a player can read it.
Item {
    id: root
    width: 1000
    height: 700
    readonly property var theLauncher: launcher
    readonly property var theGames: games
    readonly property var theProblems: loadProblems

    Component {
        id: launcherComponent
        LauncherPage {
            anchors.fill: parent
            games: root.theGames
            loadProblems: root.theProblems
            launcher: root.theLauncher
            settings: appSettings
            language: appLanguage
        }
    }

    Component {
        id: spyComponent
        SignalSpy {}
    }

    TestCase {
        name: "Launcher"
        when: windowShown

        function pictures(item, out) {
            if (!item) return out;
            if (item.image !== undefined && item.level !== undefined && item.visible) out.push(item);
            for (let i = 0; i < item.children.length; ++i) pictures(item.children[i], out);
            return out;
        }

        function boards(item, out) {
            if (!item) return out;
            if (item.across !== undefined && item.session !== undefined) out.push(item);
            for (let i = 0; i < item.children.length; ++i) boards(item.children[i], out);
            return out;
        }

        // More cards than the window holds: they wrap, and a scroll bar says
        // there is more. F1 asks for the About box.
        function test_cards_wrap_and_say_that_they_scroll() {
            const home = createTemporaryObject(launcherComponent, root);
            waitForRendering(home);
            const grid = findChild(home, "gameGrid");
            verify(grid.count >= 4, "games: " + grid.count);
            verify(grid.columns < grid.count, "the cards wrap");
            for (let i = 0; i < grid.count; ++i) {
                const x = (i % grid.columns) * grid.cellWidth;
                verify(x + grid.cellWidth <= grid.width + 0.5, "card " + i + " lies within the width");
            }
            const bar = findChild(home, "gameGridBar");
            compare(bar.visible, grid.contentHeight > grid.height + 1);
            verify(grid.contentHeight > grid.height, "at 1000x700 the cards need more room");
            verify(bar.visible, "the scroll bar shows there is more");
            const about = createTemporaryObject(spyComponent, root, {target: home, signalName: "aboutRequested"});
            keyClick(Qt.Key_F1);
            compare(about.count, 1);
        }

        // The cards come first, their pictures once the first frame is out.
        function test_the_cards_show_first_and_their_pictures_after() {
            const home = createTemporaryObject(launcherComponent, root);
            verify(!home.picturesWanted);
            compare(boards(home, []).length, 0, "no picture before the first frame");
            verify(!home.picturesReady);
            waitForRendering(home);
            tryVerify(() => home.picturesReady, 5000, "the pictures follow");
            verify(boards(home, []).length >= 3, "a picture on every card");
        }

        function test_every_card_shows_a_readable_board() {
            const home = createTemporaryObject(launcherComponent, root);
            waitForRendering(home);
            const found = boards(home, []);
            verify(found.length >= 3, "a board on every card");
            let tall = 0, withPieces = 0;
            for (const board of found) {
                const s = board.session;
                const drawn = pictures(board, []);
                compare(drawn.length, s.pieces.count, s.gameName + ": every piece is drawn");
                for (const piece of drawn) verify(piece.image.length > 0, s.gameName + ": a piece without a picture");
                if (drawn.length > 0) ++withPieces;
                const isTall = s.rows > 2 * s.cols;
                compare(board.across, isTall, s.gameName);
                // What is drawn fits the card; a tall board lies across it.
                const drawnWidth = board.cellSize * (board.across ? s.rows : s.cols);
                const drawnHeight = board.cellSize * (board.across ? s.cols : s.rows);
                if (isTall) verify(drawnWidth > drawnHeight, s.gameName + " is drawn across");
                verify(drawnWidth <= board.width + 0.5 && drawnHeight <= board.height + 0.5, s.gameName + " fits");
                if (isTall) {
                    ++tall;
                    verify(board.cellSize >= 20, s.gameName + ": squares of " + board.cellSize + " px");
                }
            }
            verify(tall >= 1, "Seti's board is on a card");
            // Every square's number is drawn in its square, above the pieces,
            // on boards lying across too.
            for (const board of found) {
                const s = board.session;
                for (let row = 0; row < s.rows; ++row)
                    for (let col = 0; col < s.cols; ++col) {
                        const id = s.board.hitTest(row, col).cellId;
                        const cell = board.cellItem(id);
                        const chip = findChild(board, "number_" + id);
                        verify(cell && chip, s.gameName + ": the number of square " + id);
                        const a = cell.mapToItem(null, 0, 0), b = cell.mapToItem(null, cell.width, cell.height);
                        const c = chip.mapToItem(null, chip.width / 2, chip.height / 2);
                        verify(c.x > Math.min(a.x, b.x) && c.x < Math.max(a.x, b.x)
                               && c.y > Math.min(a.y, b.y) && c.y < Math.max(a.y, b.y),
                               s.gameName + ": the number of " + cell.label + " lies in its square");
                        verify(chip.z > 2, "above the pieces");
                    }
                // And no piece covers it: the piece leaves its number room.
                for (const piece of pictures(board, [])) {
                    const chip = findChild(board, "number_" + piece.cellId);
                    const picture = findChild(piece, "pieceImage");
                    verify(!Layout.overlap(picture, chip, root),
                           s.gameName + ": the piece on " + piece.cellId + " covers its square's number " + JSON.stringify([Layout.seen(picture, root), Layout.seen(chip, root)]));
                }
            }
            verify(withPieces >= 3, "the games' pieces are on their cards");
        }

        // A solve running after its game was left is said on the launcher.
        function test_the_launcher_shows_a_solve_in_progress() {
            compare(launcher.start("tictactoe", "classic", ["human", "human"]), "");
            const home = createTemporaryObject(launcherComponent, root);
            waitForRendering(home);
            const row = findChild(home, "launcherSolve");
            verify(!row.visible, "nothing is being solved");
            if (!launcher.buildTable()) skip("the table exists already");
            verify(row.visible, "the solve is said");
            verify(findChild(home, "launcherSolveText").text.indexOf("Solving") === 0);
            tryVerify(() => !row.visible, 20000, "and gone when it is done");
            launcher.close();
        }

        // Every card has a Play button that starts a new game of its game,
        // and the buttons of the cards in one row line up, whatever the
        // card holds above them (Seti names its variants).
        function test_every_card_plays_and_its_buttons_line_up() {
            const home = createTemporaryObject(launcherComponent, root);
            waitForRendering(home);
            const grid = findChild(home, "gameGrid");
            const chosen = createTemporaryObject(spyComponent, root, {target: home, signalName: "gameChosen"});
            const rows = {};
            let played = 0;
            for (let i = 0; i < grid.count; ++i) {
                const card = grid.itemAtIndex(i);
                if (!card) continue;  // a card out of the grid's view is not made
                const game = card.gameId;
                const play = findChild(card, "play_" + game);
                verify(play && play.visible, game + ": a Play button");
                compare(play.text, "Play");
                const top = play.mapToItem(home, 0, 0);
                const row = Math.round(card.mapToItem(home, 0, 0).y);
                if (rows[row] === undefined) rows[row] = top.y;
                compare(top.y, rows[row], game + ": its buttons line up with its row's");
                const gridBottom = grid.mapToItem(home, 0, grid.height).y;
                if (top.y + play.height > gridBottom) continue;  // below the fold: not clickable as it stands
                mouseClick(play);
                compare(chosen.count, ++played, game);
                compare(chosen.signalArguments[played - 1][0].gameId, game);
            }
            verify(played >= grid.columns, "the first row's cards play: " + played);
            // The picture says it starts a game.
            const picture = findChild(home, "picture_seti");
            verify(picture.hint.indexOf("new game") >= 0, picture.hint);
        }
    }
}
