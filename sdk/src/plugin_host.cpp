#include "djed/plugin_host.hpp"

#include <algorithm>
#include <boost/dll/runtime_symbol_info.hpp>
#include <boost/dll/shared_library.hpp>
#include <cstdlib>
#include <exception>
#include <system_error>

#include "djed/free_board.hpp"
#include "djed/game.hpp"
#include "djed/plugin_abi.hpp"
#include "djed/text.hpp"
#include "elf_check.hpp"

#ifndef DJED_PLUGIN_RELDIR
#define DJED_PLUGIN_RELDIR "../lib/djed/plugins"
#endif

namespace djed {

namespace fs = std::filesystem;
using Library = boost::dll::shared_library;

namespace {

// What the host needs of a game before it shows it: names for players, two
// sides with colours, and for every variant a board with cells inside its
// grid and a start position on it. "" when all is there.
std::string invalid_description(const Game& game) {
  const GameInfo& info = game.info();
  if (info.translations.empty() || info.translations.front().language != "en") return "no English message table";
  const auto nameless = [&](const Message& m) {
    const std::string text = info.text(m);
    return text.empty() || text.front() == '[';
  };
  if (nameless(info.display_name)) return "the game has no name";
  for (const SideInfo& side : info.sides) {
    if (nameless(side.name)) return "a side has no name";
    if (side.colour.size() != 7 || side.colour[0] != '#') return "side colour '" + side.colour + "' is not #rrggbb";
  }
  std::vector<std::string> variants;
  for (const Variant& v : info.variants) variants.push_back(v.id);
  if (variants.empty()) variants.push_back("");
  for (const std::string& v : variants) {
    const std::string which = v.empty() ? std::string() : " of variant '" + v + "'";
    auto geometry = game.geometry(v);
    if (!geometry) return "no board" + which + ": " + geometry.message();
    const BoardGeometry& g = geometry.value();
    auto free = free_board_of(game, v);
    if (!free) return "the board" + which + ": " + free.message();
    if (free.value()) {
      // A board of sites: its grid is not drawn, its sites must be sound.
      if (g.cells.empty()) return "the board" + which + " has no cells";
      const auto problems = free_board_problems(**free, g, game.info());
      if (!problems.empty()) return "the board" + which + ": " + problems.front();
    } else {
      if (g.rows <= 0 || g.cols <= 0 || g.cells.empty()) return "the board" + which + " has no cells";
      for (const Cell& c : g.cells)
        if (c.row < 0 || c.col < 0 || c.row_span < 1 || c.col_span < 1 || c.row + c.row_span > g.rows ||
            c.col + c.col_span > g.cols)
          return "cell '" + c.label + "'" + which + " lies outside its " + std::to_string(g.rows) + " x " +
                 std::to_string(g.cols) + " board";
    }
    auto start = game.new_initial_state(v);
    if (!start) return "no start position" + which + ": " + start.message();
    for (const PieceView& p : start.value()->board().pieces)
      if (g.cell_index_of(p.cell) < 0) return "a piece of the start position" + which + " stands on no cell";
  }
  return {};
}

// Boost.DLL wraps the loader's message ("<file>: invalid ELF header") in its
// own words; keep the loader's reason only.
std::string loader_message(const std::string& what) {
  const std::string marker = "dlerror system message: ";
  const auto start = what.find(marker);
  if (start == std::string::npos) return what;
  std::string message = what.substr(start + marker.size());
  if (const auto end = message.rfind("): "); end != std::string::npos) message.resize(end);
  if (const auto colon = message.rfind(": "); colon != std::string::npos) message = message.substr(colon + 2);
  return message;
}

}  // namespace

fs::path PluginHost::default_plugin_dir() {
  std::error_code ec;
  const fs::path exe = boost::dll::program_location(ec);
  if (ec) return fs::path(DJED_PLUGIN_RELDIR).lexically_normal();
  return (exe.parent_path() / DJED_PLUGIN_RELDIR).lexically_normal();
}

std::vector<fs::path> PluginHost::search_path(const std::vector<fs::path>& extra, bool include_default) {
  // The folder named most recently and explicitly comes first: a game being
  // rebuilt in a folder of DJED_PLUGIN_PATH or --plugins is played instead of
  // an older installed copy, never refused because of it.
  std::vector<fs::path> dirs(extra.begin(), extra.end());
  if (const char* env = std::getenv("DJED_PLUGIN_PATH")) {
    for (std::string_view part : split(env, ':'))
      if (!part.empty()) dirs.emplace_back(part);
  }
  if (include_default) dirs.push_back(default_plugin_dir());
  return dirs;
}

void PluginHost::fail(const fs::path& file, std::string reason) {
  failures_.push_back(LoadFailure{file, std::move(reason)});
}

void PluginHost::load_all(const std::vector<fs::path>& dirs) {
  // Only the default folder may be missing (a build without plugins).
  const fs::path default_dir = default_plugin_dir();
  for (const fs::path& dir : dirs) load_directory(dir, dir != default_dir);
}

void PluginHost::load_directory(const fs::path& dir, bool must_exist) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    if (must_exist) fail(dir, "not a folder");
    return;
  }
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    // A folder named like a library is not one; a file that is (or a link
    // that leads nowhere, or in a circle) is checked and reported.
    std::error_code type_ec;
    if (entry.path().extension() == Library::suffix() && !entry.is_directory(type_ec)) files.push_back(entry.path());
  }
  if (ec) fail(dir, "cannot read folder: " + ec.message());
  std::sort(files.begin(), files.end());
  for (const fs::path& file : files) load_file(file);
}

bool PluginHost::load_file(const fs::path& file) {
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(file, ec);
  const fs::path key = ec ? file : canonical;
  if (std::find(seen_.begin(), seen_.end(), key) != seen_.end()) return false;
  seen_.push_back(key);

  // Checked before the loader maps it: a truncated file would crash it.
  if (auto checked = check_elf_file(key); !checked) {
    fail(file, "not a shared library that can be loaded: " + checked.message());
    return false;
  }
  std::shared_ptr<Library> library;
  try {
    library = std::make_shared<Library>(key, boost::dll::load_mode::rtld_lazy | boost::dll::load_mode::rtld_local);
  } catch (const std::exception& e) {
    fail(file, "not a shared library that can be loaded: " + loader_message(e.what()));
    return false;
  }

  // The ABI version comes first: nothing else is touched when it differs.
  if (!library->has(kAbiVersionSymbol)) {
    fail(file, std::string("not a Djed plugin: symbol '") + kAbiVersionSymbol + "' missing");
    return false;
  }
  const std::uint32_t abi = library->get_alias<AbiVersionFunction>(kAbiVersionSymbol)();
  if (abi != kPluginAbiVersion) {
    fail(file, "ABI version mismatch: plugin has " + std::to_string(abi) + ", host expects " +
                   std::to_string(kPluginAbiVersion));
    return false;
  }
  if (!library->has(kFactorySymbol)) {
    fail(file, std::string("factory '") + kFactorySymbol + "' missing");
    return false;
  }

  std::string error;
  Game* raw = library->get_alias<GameFactoryFunction>(kFactorySymbol)(error);
  if (!raw) {
    fail(file, "factory failed: " + (error.empty() ? std::string("returned no game") : error));
    return false;
  }
  // The deleter owns the library handle: the game is deleted (plugin code)
  // before the library can be unloaded.
  std::shared_ptr<const Game> game(raw, [library](Game* g) { delete g; });

  const std::string& id = game->info().id;
  if (id.empty()) {
    fail(file, "the game has an empty id");
    return false;
  }
  if (const std::string why = invalid_description(*game); !why.empty()) {
    fail(file, "invalid game '" + id + "': " + why);
    return false;
  }
  if (const auto it = std::find_if(games_.begin(), games_.end(),
                                   [&](const LoadedGame& g) { return g.game->info().id == id; });
      it != games_.end()) {
    fail(file, "duplicate game id '" + id + "': the copy loaded from " + it->file.string() +
                   ", earlier in the search path, is played");
    return false;
  }
  for (const std::string& note : game->info().load_notes) fail(file, "loaded, but " + note);
  games_.push_back(LoadedGame{std::move(game), file});
  return true;
}

std::shared_ptr<const Game> PluginHost::find(const std::string& id) const {
  for (const auto& g : games_)
    if (g.game->info().id == id) return g.game;
  return nullptr;
}

}  // namespace djed
