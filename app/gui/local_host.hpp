#pragma once
// LocalHost: "Host on this computer". The app runs djed-server's own code
// (EmbeddedServer, on a thread of its own) on a port the player chooses,
// open to this computer alone (loopback, the default) or to the networks
// it is on. Open to the networks, it says at which addresses a friend
// reaches it, and tells the local network it is there: a small UDP
// broadcast every two seconds that LanGames on other computers hears. UDP rather than mDNS: nothing to install or run
// (Avahi needs its daemon and D-Bus), and what it reaches (one network
// segment) is what a game between neighbours needs.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "djed/plugin_host.hpp"

class QUdpSocket;

namespace djed::server {
class EmbeddedServer;
}

namespace djed::gui {

// The UDP port both ends of the announcement use.
inline constexpr quint16 kDiscoveryPort = 7641;

class LocalHost : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  Q_PROPERTY(bool running READ running NOTIFY changed)
  Q_PROPERTY(int port READ port NOTIFY changed)
  // Open to the networks (else to this computer alone).
  Q_PROPERTY(bool network READ network NOTIFY changed)
  // Where others reach this computer: ws://ADDRESS:PORT, one per network
  // (this computer's own address alone when it is not open to them).
  Q_PROPERTY(QStringList addresses READ addresses NOTIFY changed)
  // Where the player here reaches it.
  Q_PROPERTY(QString localUrl READ local_url NOTIFY changed)
  // Whether it serves the browser's page too (installed with djed-server):
  // a friend then needs only a browser and the game's link.
  Q_PROPERTY(bool servesPages READ serves_pages NOTIFY changed)
  // Why hosting failed, in one sentence ("" when it did not).
  Q_PROPERTY(QString problem READ problem NOTIFY changed)

 public:
  LocalHost(std::shared_ptr<PluginHost> games, QString data_folder, QObject* parent = nullptr);
  ~LocalHost() override;

  bool running() const;
  bool network() const { return running() && network_; }
  int port() const;
  QStringList addresses() const;
  QString local_url() const;
  QString problem() const { return problem_; }
  bool serves_pages() const { return running() && serves_pages_; }
  // Where the announcement goes (tests use a port of their own).
  void set_discovery_port(quint16 port) { discovery_port_ = port; }

  // Serves on `port`: on the loopback address alone, or (`network`) on every
  // address of this computer, announced under `name`; true when it runs.
  Q_INVOKABLE bool start(int port, const QString& name, bool network = false);
  Q_INVOKABLE void stop();

 signals:
  void changed();

 private:
  // Tells the network the host is there (or, goodbye, no longer).
  void announce(bool goodbye = false);

  std::shared_ptr<PluginHost> games_;
  QString data_folder_;
  std::unique_ptr<server::EmbeddedServer> server_;
  QString name_, problem_;
  bool network_ = false;
  bool serves_pages_ = false;
  QString instance_;  // tells this host's announcements from another's, whichever address they come from
  QTimer announcer_;
  QUdpSocket* udp_ = nullptr;
  quint16 discovery_port_ = kDiscoveryPort;
};

}  // namespace djed::gui
