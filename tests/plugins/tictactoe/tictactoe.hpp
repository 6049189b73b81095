#pragma once
// Tic-tac-toe, a test-only game that proves the rules interface end to end.
// Variant "classic" is the plain game; variant "coin" throws a three-sided
// coin before every turn (one mark: 2 faces, two marks: 1 face), so it has
// chance nodes and turns of several actions like the real games.
#include <array>
#include <vector>

#include "djed/game.hpp"
#include "djed/resources.hpp"
#include "djed/solver.hpp"

namespace tictactoe {

inline constexpr djed::Action kOneMark = 100;
inline constexpr djed::Action kTwoMarks = 101;

struct Core {
  std::array<std::uint8_t, 9> cells{};  // 0 empty, 1 X (side 0), 2 O (side 1)
  int side = 0;
  int pending = 1;  // marks left in this turn; 0 = coin not thrown yet
  int winner = -1;  // -1 none, 0 or 1, 2 full board
};

// The rules page and message table compiled into the plugin.
djed::EmbeddedFiles embedded_resources();

class TicTacToeState final : public djed::State {
 public:
  TicTacToeState(bool coin, Core core) : coin_(coin), core_(core) {}

  int current_player() const noexcept override;
  int side_to_move() const noexcept override { return core_.winner >= 0 ? -1 : core_.side; }
  std::vector<djed::Action> legal_actions() const override;
  std::vector<djed::ChanceOutcome> chance_outcomes() const override;
  djed::GameResult result() const override;
  std::uint64_t hash() const noexcept override;
  std::string to_string() const override;
  std::string action_to_string(djed::Action action) const override;
  djed::Result<djed::Action> action_from_string(std::string_view text) const override;
  djed::BoardSnapshot board() const override;
  djed::ActionView describe_action(djed::Action action) const override;
  djed::Message prompt() const override;
  std::optional<std::uint64_t> solved_index() const noexcept override;
  // Two marks of one throw in either order are one turn, written with the
  // lower cell first, unless that mark alone would already end the game.
  djed::Turn canonical_turn(const djed::Turn& turn) const override;
#ifdef TICTACTOE_BREAKS
  // Test builds that break the turn model's rules, one way each, for the
  // conformance suite to catch (tests/plugins/CMakeLists.txt).
  std::vector<djed::Turn> legal_turns() const override;
  std::uint64_t perft(int depth) const override;
#endif

  static djed::Result<Core> parse(bool coin, std::string_view text);

 protected:
  State* clone_impl() const override { return new TicTacToeState(*this); }
  void do_apply_action(djed::Action action) override;
  void do_undo_action() override;

 private:
  bool coin_;
  Core core_;
  std::vector<Core> history_;
};

// The classic game for the exact solver: the nine cells in base 3 (0 empty,
// 1 X, 2 O), plus 3^9 when O is to move. Every mark passes the turn, the
// last one too (a state keeps the side that made it: solved_index() counts
// a line of the side shown as that side's win).
class SolveGame final : public djed::solve::IndexedGame {
 public:
  static std::uint64_t index_of(const Core& core);
  std::uint64_t size() const override { return 2 * 19683; }
  bool valid(std::uint64_t index) const override;
  std::optional<djed::solve::Outcome> finished(std::uint64_t index) const override;
  void successors(std::uint64_t index, std::vector<std::uint64_t>& out) const override;
  bool has_predecessors() const override { return true; }
  void predecessors(std::uint64_t index, std::vector<std::uint64_t>& out) const override;
};

class TicTacToeGame : public djed::Game {
 public:
  TicTacToeGame();
  const djed::GameInfo& info() const noexcept override { return info_; }
  // The classic game, which has no coin.
  const djed::solve::IndexedGame* solvable(const std::string& variant) const noexcept override {
    return variant == "coin" ? nullptr : &solve_game_;
  }

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
  SolveGame solve_game_;
};

}  // namespace tictactoe
