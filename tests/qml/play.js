// How the tests play a game on the screen without the mouse: the board's
// cells as the player sees them, and one action at a time as a click on a
// piece and then on its first destination would play it.
.pragma library

// The first cell of the board, in reading order, for which `test` holds.
function cellWhere(board, session, test) {
    for (let row = 0; row < session.rows; ++row)
        for (let col = 0; col < session.cols; ++col) {
            const c = board.cellItem(session.board.hitTest(row, col).cellId);
            if (c && test(c)) return c;
        }
    return null;
}

// One step of play: a throw when it is the player's, else the first piece
// that may move to its first destination, else the game's first button
// (a pass). False when a piece was picked and no destination lit up.
function playStep(board, session) {
    if (session.humanThrows) {
        session.throwDice();
        return true;
    }
    const from = cellWhere(board, session, c => c.selectable);
    if (!from) {
        session.pressButton(0);
        return true;
    }
    session.clickCell(from.cellId, -1);
    const to = cellWhere(board, session, c => c.target);
    if (!to) return false;
    session.clickCell(to.cellId, to.targetSpots.length > 0 ? to.targetSpots[0] : -1);
    return true;
}
