// The plugin entry point of Pharao: the game, with what its computer
// players know beyond the rules: the solved endings of a last piece that
// the build writes beside the plugin, and the learned evaluation compiled in
// (or a file of weights beside the plugin that replaces it).
#include <boost/dll/runtime_symbol_info.hpp>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>

#include "djed/plugin_export.hpp"
#include "knowledge.hpp"
#include "pharao_game.hpp"

namespace pharao {
namespace {

// What could be read, and why something that was there was not: a damaged
// file is not read, the game plays without it and says so, and the host
// reports it with the plugin's name.
struct Installed {
  std::shared_ptr<Knowledge> knowledge = std::make_shared<Knowledge>();
  std::vector<std::string> notes;
};

Installed installed_knowledge() {
  Installed out;
  const std::filesystem::path folder = boost::dll::this_line_location().parent_path();
  const std::filesystem::path endings = folder / kEndingsFileName;
  if (std::filesystem::exists(endings)) {
    // Checked now, read when a computer first needs it (start-up stays quick).
    if (auto checked = LastPieceEndings::check(endings.string())) out.knowledge->endings_file = endings.string();
    else out.notes.push_back(checked.message() + "; the computer plays with a coarse table of the endings instead");
  }
  // Weights beside the plugin replace the shipped ones; weights that cannot
  // be used leave the computer with its hand-written evaluation, not with
  // weights it was told to replace.
  const std::filesystem::path weights = folder / kNetworkFileName;
  auto net = std::filesystem::exists(weights) ? Network::load(weights.string()) : Network::parse(shipped_network_text());
  if (net) out.knowledge->network = std::make_shared<const Network>(std::move(net).value());
  else
    out.notes.push_back((std::filesystem::exists(weights) ? "" : "the shipped network: ") + net.message() +
                        "; the computer plays with its hand-written evaluation instead");
  return out;
}

class InstalledPharaoGame final : public PharaoGame {
 public:
  InstalledPharaoGame() : InstalledPharaoGame(installed_knowledge()) {}

 private:
  explicit InstalledPharaoGame(Installed installed) : PharaoGame(std::move(installed.knowledge)) {
    for (std::string& note : installed.notes) add_load_note(std::move(note));
  }
};

}  // namespace
}  // namespace pharao

DJED_PLUGIN(pharao::InstalledPharaoGame)
