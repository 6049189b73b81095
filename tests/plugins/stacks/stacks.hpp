#pragma once
// Stacks, a test-only game that uses every word of the UI vocabulary, so
// that the app's generic layers are proven to need no game's words: a coin
// throw (a chance node shown as a die), tokens brought in from a reserve,
// moves on the board, a token standing on another (which may not move then),
// a button action ("Wait") and pictures of its own. Its texts come in
// English and German. Variant "arc" lays the same cells on a board of
// sites (djed/free_board.hpp): holes along an arc over art of its own, the
// middle cell a picture, the track's lines, and a shortcut drawn from the
// second cell to the sixth (a line only: the rules know no shortcut).
//
// A row of seven cells 0..6. Each side has two tokens in reserve. A turn:
// throw the coin (1 or 2), then bring a token in on the throw's cell counted
// from one's own end, move one's own free token that many cells towards the
// other end, or wait. A token may end on an empty cell or on a single
// opposing token, which it then holds down. The first token on the far end
// cell wins.
#include <array>
#include <cstdint>
#include <vector>

#include "djed/free_board.hpp"
#include "djed/game.hpp"
#include "djed/resources.hpp"

namespace stacks {

djed::EmbeddedFiles embedded_resources();

inline constexpr int kCells = 7;

struct Core {
  // Each cell's tokens bottom to top: 0 empty, 1 side 0, 2 side 1.
  std::array<std::array<std::uint8_t, 2>, kCells> cells{};
  std::array<int, 2> reserve{2, 2};
  int side = 0;
  int thrown = 0;   // the coin's value this turn, 0 before the throw
  int winner = -1;  // -1 none, else the side
};

class StacksState final : public djed::State {
 public:
  explicit StacksState(Core core) : core_(core) {}

  int current_player() const noexcept override;
  int side_to_move() const noexcept override { return core_.winner >= 0 ? -1 : core_.side; }
  std::vector<djed::Action> legal_actions() const override;
  std::vector<djed::ChanceOutcome> chance_outcomes() const override;
  djed::GameResult result() const override;
  std::uint64_t hash() const noexcept override;
  std::string to_string() const override;
  std::string action_to_string(djed::Action action) const override;
  djed::BoardSnapshot board() const override;
  djed::ActionView describe_action(djed::Action action) const override;
  djed::Message prompt() const override;

  static djed::Result<Core> parse(std::string_view text);

 protected:
  State* clone_impl() const override { return new StacksState(*this); }
  void do_apply_action(djed::Action action) override;
  void do_undo_action() override;

 private:
  Core core_;
  std::vector<Core> history_;
};

class StacksGame final : public djed::Game, public djed::FreeBoardGame {
 public:
  StacksGame();
  const djed::GameInfo& info() const noexcept override { return info_; }
  djed::FreeBoard make_free_board(const std::string& variant) const override;

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
};

}  // namespace stacks
