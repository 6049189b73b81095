#include "djed/game_info.hpp"

namespace djed {

Result<std::string> GameInfo::resolve_variant(const std::string& requested) const {
  if (requested.empty()) return variants.empty() ? std::string() : variants.front().id;
  for (const auto& v : variants)
    if (v.id == requested) return v.id;
  std::string known;
  for (const auto& v : variants) known += (known.empty() ? "" : ", ") + v.id;
  if (known.empty()) return make_error("game '" + id + "' has no variants, got '" + requested + "'");
  return make_error("unknown variant '" + requested + "' of game '" + id + "' (known: " + known + ")");
}

}  // namespace djed
