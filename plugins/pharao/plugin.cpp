// The plugin entry point of Pharao: the game, with the solved endings of a
// last piece that the build writes beside the plugin.
#include <boost/dll/runtime_symbol_info.hpp>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>

#include "djed/plugin_export.hpp"
#include "endings.hpp"
#include "pharao_game.hpp"

namespace pharao {
namespace {

// Without the file the evaluation falls back on its coarse table; a file
// that is there but damaged is not read: the game plays with the coarse
// table and says why, and the host reports it with the plugin's name.
struct Endings {
  std::shared_ptr<const LastPieceEndings> table;
  std::string note;
};

Endings installed_endings() {
  const std::filesystem::path file = boost::dll::this_line_location().parent_path() / kEndingsFileName;
  if (!std::filesystem::exists(file)) return {};
  auto table = LastPieceEndings::load(file.string());
  if (!table) return {nullptr, table.message() + "; the computer plays with a coarse table of the endings instead"};
  return {std::make_shared<const LastPieceEndings>(std::move(table).value()), {}};
}

class InstalledPharaoGame final : public PharaoGame {
 public:
  InstalledPharaoGame() : InstalledPharaoGame(installed_endings()) {}

 private:
  explicit InstalledPharaoGame(Endings endings) : PharaoGame(std::move(endings.table)) {
    if (!endings.note.empty()) add_load_note(std::move(endings.note));
  }
};

}  // namespace
}  // namespace pharao

DJED_PLUGIN(pharao::InstalledPharaoGame)
