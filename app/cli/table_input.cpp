#include "table_input.hpp"

#include <filesystem>

#include "djed/solved_game.hpp"

namespace djed::cli {

Result<std::shared_ptr<const solve::SolvedGame>> solved_table(const CommandLine& line, const Game& game,
                                                              const std::string& variant) {
  const std::filesystem::path file =
      line.has("table") ? std::filesystem::path(line.value("table")) : solve::default_table_file(game, variant);
  if (!line.has("table") && !std::filesystem::exists(file))
    return make_error("no solved table at " + file.string() + " (build it with: djed-cli solve " +
                      solve::table_name(game, variant) + ", or give --table FILE)");
  auto solved = solve::SolvedGame::load(game, variant, file);
  if (!solved) return solved.error();
  return solved.value();
}

}  // namespace djed::cli
