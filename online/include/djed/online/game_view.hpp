#pragma once
// What a client without the games' rules draws and plays from
// (docs/protocol.md, "Clients without the rules"): a game's description (its
// board, sides, images and rules page in one language), the view of a
// position (pieces, reserves, dice, markers, what is to be done) and the
// choices of a turn under way, one action at a time. The server writes them
// from the game's own vocabulary (djed/geometry.hpp, djed/free_board.hpp);
// no game's words are in here.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "djed/game.hpp"
#include "djed/online/protocol.hpp"
#include "djed/result.hpp"
#include "djed/state.hpp"

namespace djed::online {

// The language a game's texts are sent in: `wanted` when the game has
// tables for it, else English.
std::string view_language(const GameInfo& info, std::string_view wanted);

// `description`: the game's board of `variant`, its sides, images (SVG),
// throw button and rules page in `language`. `id`: the request's id as JSON
// text ("" for none). An error when the game's board cannot be drawn.
Result<std::string> encode_description(const Game& game, const std::string& variant, std::string_view language,
                                       const std::string& id);

// `view`: what the board shows after event `n` of game `game_id`.
std::string encode_view(const std::string& game_id, std::int64_t n, int ply, const State& state,
                        std::string_view language);

// `step`: the position after the first actions of a turn (`path`: indices
// into the legal actions, one choice after another) from `state`, the start
// of side `side`'s turn at `ply`; the choices from there, or the turn in the
// game's notation once the path makes a whole turn. An error names a path
// that leaves the turn or picks a choice that is not there.
Result<std::string> encode_step(const std::string& game_id, int ply, const State& state, int side,
                                const std::vector<int>& path, std::string_view language, const std::string& id);

}  // namespace djed::online
