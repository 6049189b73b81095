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
