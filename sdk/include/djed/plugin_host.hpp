#pragma once
// PluginHost: finds game plugins, loads them with Boost.DLL and keeps each
// library loaded for as long as anything it created is alive. Failures are
// collected (file + reason) and loading goes on with the next file.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "djed/game.hpp"

namespace djed {

struct LoadedGame {
  std::shared_ptr<const Game> game;
  std::filesystem::path file;
};

struct LoadFailure {
  std::filesystem::path file;
  std::string reason;
};

class PluginHost {
 public:
  // The folder beside the running executable where plugins are installed
  // (the build tree has the same layout).
  static std::filesystem::path default_plugin_dir();
  // The folders to scan, in order: `extra` (the --plugins options),
  // DJED_PLUGIN_PATH (colon separated), then the default folder. Of two
  // plugins with one game id, the first found is played and the other
  // refused as a duplicate.
  static std::vector<std::filesystem::path> search_path(
      const std::vector<std::filesystem::path>& extra, bool include_default = true);

  // Loads every plugin file (*.so) of a folder, in name order. A missing
  // folder is a failure only when it was asked for explicitly.
  void load_directory(const std::filesystem::path& dir, bool must_exist = true);
  // Loads one file; returns true when it added a game.
  bool load_file(const std::filesystem::path& file);
  void load_all(const std::vector<std::filesystem::path>& dirs);

  const std::vector<LoadedGame>& games() const noexcept { return games_; }
  // Every file that did not load, with the reason; also games that loaded
  // but play without something they could not read ("loaded, but ...").
  const std::vector<LoadFailure>& failures() const noexcept { return failures_; }
  std::shared_ptr<const Game> find(const std::string& id) const;

 private:
  void fail(const std::filesystem::path& file, std::string reason);

  std::vector<LoadedGame> games_;
  std::vector<LoadFailure> failures_;
  std::vector<std::filesystem::path> seen_;
};

}  // namespace djed
