#include "djed/game.hpp"

namespace djed {

StatePtr Game::anchored(StatePtr state) const {
  // A state keeps its game (and so the game's library) alive.
  if (state) state->anchor_ = weak_from_this().lock();
  return state;
}

Result<StatePtr> Game::new_initial_state(const std::string& variant) const {
  auto resolved = info().resolve_variant(variant);
  if (!resolved) return resolved.error();
  return anchored(make_initial_state(resolved.value()));
}

Result<StatePtr> Game::new_initial_state(const std::string& variant, int first_player) const {
  if (first_player != 0 && first_player != 1)
    return make_error("no side " + std::to_string(first_player) + " (the sides are 0 and 1)");
  auto resolved = info().resolve_variant(variant);
  if (!resolved) return resolved.error();
  StatePtr state = make_initial_state_for(resolved.value(), first_player);
  const std::string game_name = info().text(info().display_name);
  if (!state) return make_error(game_name + ": the start position could not be made");
  if (state->side_to_move() != first_player) {
    const std::string starter = info().text(info().sides[static_cast<std::size_t>(state->side_to_move())].name);
    return make_error("in " + game_name + " " + starter + " always starts");
  }
  return anchored(std::move(state));
}

StatePtr Game::make_initial_state_for(const std::string& variant, int) const { return make_initial_state(variant); }

Result<StatePtr> Game::parse_position(const std::string& variant, std::string_view text) const {
  auto resolved = info().resolve_variant(variant);
  if (!resolved) return resolved.error();
  auto state = make_state(resolved.value(), text);
  if (!state) return state.error();
  return anchored(std::move(state).value());
}

Result<BoardGeometry> Game::geometry(const std::string& variant) const {
  auto resolved = info().resolve_variant(variant);
  if (!resolved) return resolved.error();
  return make_geometry(resolved.value());
}

}  // namespace djed
