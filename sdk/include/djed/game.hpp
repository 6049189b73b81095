#pragma once
// Game: the factory of one game's states and the source of its metadata and
// board geometry. A plugin exports exactly one Game.
#include <memory>
#include <string>
#include <string_view>

#include "djed/game_info.hpp"
#include "djed/geometry.hpp"
#include "djed/result.hpp"
#include "djed/state.hpp"

namespace djed {

namespace solve {
class IndexedGame;
}

class Game : public std::enable_shared_from_this<Game> {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const noexcept = 0;

  // The start position of a variant ("" for the default).
  Result<StatePtr> new_initial_state(const std::string& variant = {}) const;
  // The start position with `first_player` to move. Refused, naming the side
  // that starts, when the rules fix who starts and it is the other side.
  Result<StatePtr> new_initial_state(const std::string& variant, int first_player) const;
  // A position in the game's notation; the error names what is wrong.
  Result<StatePtr> parse_position(const std::string& variant, std::string_view text) const;
  // The board of a variant, for the shared board view.
  Result<BoardGeometry> geometry(const std::string& variant = {}) const;
  // A game without chance small enough to solve exactly numbers its
  // positions for the solver (djed/solver.hpp, djed/solved_game.hpp); the
  // game owns what it returns. nullptr (the default): not solvable.
  virtual const solve::IndexedGame* solvable(const std::string& variant) const noexcept {
    (void)variant;
    return nullptr;
  }

 protected:
  // `variant` is always a valid variant id (or "" for a game without variants).
  virtual StatePtr make_initial_state(const std::string& variant) const = 0;
  // Games with `either_side_starts` override it; `first_player` is 0 or 1.
  virtual StatePtr make_initial_state_for(const std::string& variant, int first_player) const;
  virtual Result<StatePtr> make_state(const std::string& variant, std::string_view text) const = 0;
  virtual BoardGeometry make_geometry(const std::string& variant) const = 0;

  // Wraps a freshly made state; plugins use it in make_* and clone_impl.
  static StatePtr own(State* state) { return StatePtr(state); }

 private:
  StatePtr anchored(StatePtr state) const;
};

}  // namespace djed
