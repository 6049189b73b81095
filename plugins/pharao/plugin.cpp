// The plugin entry point of Pharao: the game, with the solved endings of a
// last piece that the build writes beside the plugin.
#include <boost/dll/runtime_symbol_info.hpp>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <utility>

#include "djed/plugin_export.hpp"
#include "endings.hpp"
#include "pharao_game.hpp"

namespace pharao {
namespace {

// Without the file the evaluation falls back on its coarse table; a file
// that is there but damaged refuses the plugin, naming what is wrong.
std::shared_ptr<const LastPieceEndings> installed_endings() {
  const std::filesystem::path file = boost::dll::this_line_location().parent_path() / kEndingsFileName;
  if (!std::filesystem::exists(file)) return nullptr;
  auto table = LastPieceEndings::load(file.string());
  if (!table) throw std::runtime_error(table.message());
  return std::make_shared<const LastPieceEndings>(std::move(table).value());
}

class InstalledPharaoGame final : public PharaoGame {
 public:
  InstalledPharaoGame() : PharaoGame(installed_endings()) {}
};

}  // namespace
}  // namespace pharao

DJED_PLUGIN(pharao::InstalledPharaoGame)
